import type { TBooking } from '@fitmarket/core/api/bookings';
import { professionalPath } from '@fitmarket/core/links';
import type { ShownBookingStatus } from '@fitmarket/core/rules/bookings/transitions';
import { Avatar } from '@fitmarket/ui/Avatar';
import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { DoneAlert } from '@fitmarket/ui/DoneAlert';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { PageNav } from '@fitmarket/ui/PageNav';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { useContact } from '../../../lib/professionals';
import {
  type BookingsWhen,
  bookAgainPath,
  type CustomerAction,
  useBookingAction,
  useMyBookings,
} from '../api/bookings';
import { AddToCalendar } from '../components/AddToCalendar';
import { BookingPrice } from '../components/BookingPrice';
import { CalendarFeed } from '../components/CalendarFeed';
import { CancelBookingModal } from '../components/CancelBookingModal';
import { RescheduleModal } from '../components/RescheduleModal';
import { ReviewForm } from '../components/ReviewForm';
import { formatSessionTime } from '../sessionTime';

/** Filled badges in shades whose text (white or black, by the theme's autoContrast) reads well. */
const STATUS_COLORS: Record<ShownBookingStatus, string> = {
  pending: 'yellow.5',
  confirmed: 'teal.9',
  canceled: 'gray.7',
  declined: 'red.9',
  passed: 'blue.9',
  expired: 'gray.7',
  no_show: 'orange.4',
  suggested: 'violet.9',
};

/** The actions asked about in a confirmation, with their texts' section. */
type ConfirmedAction = Exclude<CustomerAction, 'cancel'>;
const CONFIRM_TEXTS = {
  delete: 'delete',
  no_show: 'noShow',
  accept_suggestion: 'acceptSuggestion',
  decline_suggestion: 'declineSuggestion',
} as const satisfies Record<ConfirmedAction, string>;

type Done = CustomerAction | 'review' | 'reschedule';

/** Route account.bookings-history (/account/bookings-history, auth): the customer's bookings. */
export function BookingsHistoryRoute() {
  const ready = useSectionTexts('bookings');
  const { t } = useTranslation();
  if (!ready) return <PageLoader label={t('common.loading')} />;
  return <BookingsHistory />;
}

function BookingsHistory() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.history.pageTitle'));
  const [when, setWhen] = useState<BookingsWhen>('upcoming');
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<Done | null>(null);
  const [canceling, setCanceling] = useState<TBooking | null>(null);
  const [moving, setMoving] = useState<TBooking | null>(null);
  const [moved, setMoved] = useState<TBooking | null>(null);
  const language = useLanguage();
  const [confirming, setConfirming] = useState<{
    booking: TBooking;
    action: ConfirmedAction;
  } | null>(null);
  const action = useBookingAction();

  /** Runs an action; a refusal shows in the cancel modal (its own `onError`) or on the page. */
  const act = (
    booking: TBooking,
    kind: CustomerAction,
    reason?: string,
    onError?: (error: unknown) => void,
  ) =>
    action.mutate(
      { booking, action: kind, reason },
      {
        onSuccess: () => {
          setDone(kind);
          setCanceling(null);
        },
        onError: (error) => (onError ? onError(error) : setCanceling(null)),
        onSettled: () => setConfirming(null),
      },
    );

  const confirmName = confirming
    ? `${confirming.booking.professional.first_name} ${confirming.booking.professional.last_name}`
    : '';
  const confirmTexts = CONFIRM_TEXTS[confirming?.action ?? 'delete'];
  const suggestedTime = confirming?.booking.suggested_starts_at
    ? formatSessionTime(
        confirming.booking.suggested_starts_at,
        confirming.booking.time_zone,
        language,
      )
    : '';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('bookings.history.title')}
        </Title>
        <Text c="dimmed">{t('bookings.history.lead')}</Text>
      </Stack>
      {done && (
        <DoneAlert onClose={() => setDone(null)} testId="booking-done">
          {done === 'reschedule' && moved?.status === 'pending'
            ? t('bookings.history.done.rescheduleRequest', {
                name: `${moved.professional.first_name} ${moved.professional.last_name}`,
                time: formatSessionTime(moved.expires_at, moved.time_zone, language),
              })
            : t(`bookings.history.done.${done}`)}
        </DoneAlert>
      )}
      {action.isError && canceling === null && <ErrorAlerts errors={errorsOf(action.error)} />}
      <Tabs
        value={when}
        onChange={(value) => {
          setWhen(value === 'past' ? 'past' : 'upcoming');
          setPage(1);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('bookings.history.tabs')}>
          <Tabs.Tab value="upcoming">{t('bookings.history.upcoming')}</Tabs.Tab>
          <Tabs.Tab value="past">{t('bookings.history.past')}</Tabs.Tab>
        </Tabs.List>
        {(['upcoming', 'past'] as const).map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <BookingList
              when={value}
              page={page}
              onPage={setPage}
              onCancel={setCanceling}
              onReschedule={setMoving}
              onConfirm={(booking, kind) => setConfirming({ booking, action: kind })}
              onReviewed={() => setDone('review')}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Divider />
      <CalendarFeed />
      {/* A new form for each booking: no reason or refusal carries over to the next. */}
      <CancelBookingModal
        key={canceling?.id ?? 'none'}
        booking={canceling}
        loading={action.isPending}
        onClose={() => setCanceling(null)}
        onCancel={(reason, { onError }) => canceling && act(canceling, 'cancel', reason, onError)}
      />
      <RescheduleModal
        key={moving ? `move-${moving.id}` : 'move-none'}
        booking={moving}
        onClose={() => setMoving(null)}
        onDone={(booking) => {
          setMoving(null);
          setMoved(booking);
          setDone('reschedule');
        }}
      />
      <ConfirmModal
        opened={confirming !== null}
        title={t(`bookings.${confirmTexts}.title`)}
        message={t(`bookings.${confirmTexts}.message`, { name: confirmName, time: suggestedTime })}
        confirmLabel={t(`bookings.${confirmTexts}.confirm`)}
        cancelLabel={t(`bookings.${confirmTexts}.keep`)}
        danger={confirming?.action === 'delete'}
        loading={action.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && act(confirming.booking, confirming.action)}
      />
    </Stack>
  );
}

function BookingList({
  when,
  page,
  onPage,
  onCancel,
  onReschedule,
  onConfirm,
  onReviewed,
}: {
  when: BookingsWhen;
  page: number;
  onPage: (page: number) => void;
  onCancel: (booking: TBooking) => void;
  onReschedule: (booking: TBooking) => void;
  onConfirm: (booking: TBooking, action: ConfirmedAction) => void;
  onReviewed: () => void;
}) {
  const { t } = useTranslation();
  const bookings = useMyBookings(when, page);
  if (bookings.isPending) return <PageLoader label={t('bookings.history.loading')} />;
  if (bookings.isError) {
    return (
      <LoadFailed
        title={t('bookings.history.loadFailed')}
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  }
  const { data, meta } = bookings.data;
  if (data.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="bookings-empty">
        <Text>
          {when === 'upcoming'
            ? t('bookings.history.emptyUpcoming')
            : t('bookings.history.emptyPast')}
        </Text>
        <Button component={Link} to="/" variant="light">
          {t('bookings.history.findProfessionals')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.map((booking) => (
          <BookingCard
            key={booking.id}
            booking={booking}
            onCancel={() => onCancel(booking)}
            onReschedule={() => onReschedule(booking)}
            onConfirm={(action) => onConfirm(booking, action)}
            onReviewed={onReviewed}
          />
        ))}
      </Stack>
      <PageNav
        label={t('bookings.history.pagination')}
        previousLabel={t('bookings.history.previousPage')}
        nextLabel={t('bookings.history.nextPage')}
        total={meta.pagination.last_page}
        value={page}
        onChange={onPage}
      />
    </Stack>
  );
}

function BookingCard({
  booking,
  onCancel,
  onReschedule,
  onConfirm,
  onReviewed,
}: {
  booking: TBooking;
  onCancel: () => void;
  onReschedule: () => void;
  onConfirm: (action: ConfirmedAction) => void;
  onReviewed: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const contact = useContact(booking.professional.id);
  const { professional } = booking;
  const name = `${professional.first_name} ${professional.last_name}`;
  const place = booking.location?.formatted ?? booking.preferred_location;
  const can = (action: TBooking['actions'][number]) => booking.actions.includes(action);
  // A session that has taken place (or did not) can be booked again in one click.
  const again = ['passed', 'no_show'].includes(booking.status) ? bookAgainPath(booking) : null;

  return (
    <Card component="li" withBorder padding="md" data-testid="booking" data-booking-id={booking.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group wrap="nowrap" gap="md" miw={0}>
            <Avatar name={name} image={professional.image} size="lg" />
            <Stack gap={2} miw={0}>
              <Text fw={600}>{booking.service?.name ?? t('bookings.history.session')}</Text>
              {professional.slug ? (
                <Anchor component={Link} to={professionalPath(professional.slug, language)}>
                  {name}
                </Anchor>
              ) : (
                <Text>{name}</Text>
              )}
              <Text size="sm" data-testid="booking-time">
                {formatSessionTime(booking.starts_at, booking.time_zone, language)}
              </Text>
              {place && (
                <Text size="sm" c="dimmed">
                  {t('bookings.history.place', { place })}
                </Text>
              )}
              <BookingPrice booking={booking} />
            </Stack>
          </Group>
          <Group gap={6}>
            <Badge
              color={STATUS_COLORS[booking.status]}
              variant="filled"
              data-testid="booking-status"
            >
              {t(`bookings.status.${booking.status}`)}
            </Badge>
            {booking.late_cancellation && (
              <Badge color="orange.4" variant="filled">
                {t('bookings.history.lateCancellation')}
              </Badge>
            )}
          </Group>
        </Group>
        {booking.canceled_by && booking.cancel_reason && (
          <Text size="sm">
            {t(`bookings.history.canceledBy.${booking.canceled_by}`, {
              reason: booking.cancel_reason,
            })}
          </Text>
        )}
        {booking.suggested_starts_at && can('accept_suggestion') && (
          <Stack gap="xs" data-testid="suggested-time">
            <Text size="sm">
              {t('bookings.history.suggested', {
                name: professional.first_name,
                time: formatSessionTime(booking.suggested_starts_at, booking.time_zone, language),
              })}
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => onConfirm('accept_suggestion')}>
                {t('bookings.history.acceptSuggestion')}
              </Button>
              {can('decline_suggestion') && (
                <Button variant="default" size="xs" onClick={() => onConfirm('decline_suggestion')}>
                  {t('bookings.history.declineSuggestion')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
        {booking.no_show_of && (
          <Text size="sm">{t(`bookings.history.noShowOf.${booking.no_show_of}`)}</Text>
        )}
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            loading={contact.isPending}
            onClick={() =>
              contact.mutate(booking.id, {
                onSuccess: (conversation) => void navigate(`/messages/${conversation.id}`),
              })
            }
          >
            {t('bookings.history.message', { name: professional.first_name })}
          </Button>
          {can('reschedule') && professional.slug && (
            <Button variant="default" size="xs" onClick={onReschedule} data-testid="reschedule">
              {t('bookings.history.reschedule')}
            </Button>
          )}
          {again && (
            <Button component={Link} to={again} variant="light" size="xs" data-testid="book-again">
              {t('bookings.history.bookAgain')}
            </Button>
          )}
          {can('cancel') && (
            <Button variant="default" size="xs" color="red" onClick={onCancel}>
              {t('bookings.history.cancel')}
            </Button>
          )}
          {can('no_show') && (
            <Button variant="default" size="xs" onClick={() => onConfirm('no_show')}>
              {t('bookings.history.noShow')}
            </Button>
          )}
          {can('delete') && (
            <Button variant="subtle" size="xs" color="gray" onClick={() => onConfirm('delete')}>
              {t('bookings.history.delete')}
            </Button>
          )}
        </Group>
        <AddToCalendar booking={booking} />
        {contact.isError && <ErrorAlerts errors={errorsOf(contact.error)} />}
        {booking.reviewable && <ReviewForm booking={booking} onDone={onReviewed} />}
      </Stack>
    </Card>
  );
}
