import type { TNotification } from '@fitmarket/core/api/notifications';
import { isLanguage } from '@fitmarket/core/language';
import { professionalPath, WEB_LINKS } from '@fitmarket/core/links';
import { Avatar } from '@fitmarket/ui/Avatar';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePendingCount } from '../../../lib/bookingQueries';
import { useMe } from '../../../lib/me';
import { useLiveUpdates } from '../api/live';
import { useUnreadMessages } from '../api/messenger';
import {
  useMarkNotificationsRead,
  useNotifications,
  useUnreadNotifications,
} from '../api/notifications';
import { bookingsPage, sessionTime } from './BookingEventItem';

/**
 * The header's messages link and notifications bell of a signed-in user, with unread badges
 * kept current by the live socket this opens for the tab. Loaded only for signed-in users, so
 * the landing page of a visitor carries none of it.
 */
export function NotificationsMenu({ token }: { token: string }) {
  useLiveUpdates(token);
  const ready = useSectionTexts('messenger');
  if (!ready) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <BookingsLink />
      <MessagesLink />
      <Bell />
    </Group>
  );
}

/**
 * The bookings of the signed-in user: a professional's own bookings (with the requests waiting
 * for an answer), a customer's history.
 */
function BookingsLink() {
  const { t } = useTranslation();
  const professional = useMe().data?.role === 'professional';
  const pending = usePendingCount(professional);
  return (
    <CountLink
      to={professional ? WEB_LINKS.bookings : WEB_LINKS.bookingsHistory}
      count={pending}
      label={
        pending > 0 ? t('web.header.bookingsPending', { count: pending }) : t('web.header.bookings')
      }
      icon="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5"
      testId="bookings-link"
    />
  );
}

function MessagesLink() {
  const { t } = useTranslation();
  const unread = useUnreadMessages().data?.count ?? 0;
  const messages = t('messenger.notifications.messages');
  return (
    <CountLink
      to="/messages"
      count={unread}
      label={unread > 0 ? `${messages}: ${t('messenger.unread', { count: unread })}` : messages}
      icon="M4 5h16v11H8l-4 4V5z"
      testId="messages-link"
    />
  );
}

/** A header link drawn as an icon, with a red badge of the count waiting (none at zero). */
function CountLink({
  to,
  count,
  label,
  icon,
  testId,
}: {
  to: string;
  count: number;
  label: string;
  icon: string;
  testId: string;
}) {
  return (
    <CountBadge count={count}>
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        size="lg"
        aria-label={label}
        data-testid={testId}
      >
        <HeaderIcon path={icon} />
      </ActionIcon>
    </CountBadge>
  );
}

function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Indicator label={count} size={16} disabled={count === 0} offset={4} color="red">
      {children}
    </Indicator>
  );
}

/** A header icon: one stroked path on a 24-unit square. */
function HeaderIcon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d={path} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function Bell() {
  const { t, i18n } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const unread = useUnreadNotifications().data?.count ?? 0;
  const list = useNotifications(opened);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();

  const open = (notification: TNotification) => {
    if (!notification.read) markRead.mutate(notification.id);
    close();
    const { conversation_id: conversationId, booking_id: bookingId, party } = notification.data;
    if (notification.type === 'new_message' && typeof conversationId === 'number') {
      void navigate(`/messages/${conversationId}`);
    } else if (notification.type === 'new_review' && typeof notification.data.slug === 'string') {
      void navigate(
        `${professionalPath(notification.data.slug, isLanguage(i18n.language) ? i18n.language : 'en')}#reviews`,
      );
    } else if (typeof bookingId === 'number' && typeof party === 'string') {
      void navigate(`${bookingsPage(party)}#booking-${bookingId}`);
    }
  };

  return (
    // The badge wraps the Popover: the Popover's target must be the button itself, which
    // takes the popup's ARIA attributes.
    <CountBadge count={unread}>
      <Popover opened={opened} onChange={toggle} position="bottom-end" width={320} withArrow>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={toggle}
            aria-label={
              unread > 0
                ? t('messenger.notifications.open', { count: unread })
                : t('messenger.notifications.openNone')
            }
            data-testid="notifications-bell"
          >
            <HeaderIcon path="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Group justify="space-between" mb="xs">
            <Text fw={600} component="h2" size="md" m={0}>
              {t('messenger.notifications.title')}
            </Text>
            {unread > 0 && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => markRead.mutate('all')}
                loading={markRead.isPending}
              >
                {t('messenger.notifications.markAllRead')}
              </Button>
            )}
          </Group>
          {list.isPending ? (
            <Group justify="center" p="md">
              <Loader size="sm" aria-label={t('messenger.notifications.loading')} />
            </Group>
          ) : list.data?.data.length ? (
            <ScrollArea.Autosize mah={360}>
              <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {list.data.data.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem notification={notification} onOpen={open} />
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          ) : (
            <Text size="sm" c="dimmed" p="xs" data-testid="notifications-empty">
              {t('messenger.notifications.empty')}
            </Text>
          )}
        </Popover.Dropdown>
      </Popover>
    </CountBadge>
  );
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: TNotification;
  onOpen: (notification: TNotification) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = notification.actor
    ? `${notification.actor.first_name} ${notification.actor.last_name}`.trim()
    : t('messenger.notifications.someone');
  const count = typeof notification.data.count === 'number' ? notification.data.count : 1;
  // A reminder says how soon (context `24h` or `2h`); the others have one text.
  const lead = typeof notification.data.lead === 'string' ? notification.data.lead : undefined;
  const text = t(`messenger.notifications.${notification.type}`, { name, count, context: lead });
  const startsAt = notification.data.starts_at;
  const zone = notification.data.time_zone;
  const session =
    typeof startsAt === 'string' && typeof zone === 'string'
      ? sessionTime(startsAt, zone, i18n.language)
      : null;
  const when = new Intl.DateTimeFormat(i18n.language === 'fi' ? 'fi-FI' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(notification.created_at));
  return (
    <UnstyledButton
      onClick={() => onOpen(notification)}
      w="100%"
      p="xs"
      style={{ borderRadius: 6 }}
      bg={notification.read ? undefined : 'var(--mantine-color-blue-light)'}
      data-testid="notification"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar name={name} image={notification.actor?.image} size="sm" />
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={notification.read ? 400 : 600}>
            {text}
          </Text>
          {session && <Text size="xs">{session}</Text>}
          <Text size="xs" c="dimmed">
            {when}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
