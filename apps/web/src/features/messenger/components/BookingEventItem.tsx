import type { TConversation, TMessage, TMessageBookingEvent } from '@fitmarket/core/api/messaging';
import { WEB_LINKS } from '@fitmarket/core/links';
import { namesZone } from '@fitmarket/core/rules/bookings/zoned-time';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Wednesday 10 June 2026, 10:00 EEST": a session's time, with its zone unless a Finn's at home. */
export function sessionTime(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fi' ? 'fi-FI' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    ...(namesZone(timeZone, language === 'fi' ? 'fi' : 'en')
      ? { timeZoneName: 'short' as const }
      : {}),
  }).format(new Date(iso));
}

/** The reader's bookings page: the professional's bookings or the customer's history. */
export const bookingsPage = (party: string) =>
  party === 'professional' ? WEB_LINKS.bookings : WEB_LINKS.bookingsHistory;

/** What a booking event says, in the reader's language, from the ids and the change. */
export function useBookingEventText() {
  const { t } = useTranslation();
  return (event: TMessageBookingEvent, conversation: TConversation) => {
    const name = `${conversation.other.first_name} ${conversation.other.last_name}`.trim();
    if (event.event === 'expired') return t('messenger.bookingEvent.expired');
    if (event.event === 'declined' && event.overlapped) {
      return t('messenger.bookingEvent.declinedOverlap');
    }
    const mine = event.actor_party === conversation.my_role;
    return t(`messenger.bookingEvent.${event.event}_${mine ? 'mine' : 'other'}`, { name });
  };
}

/**
 * A booking change inside a conversation: what happened, the session's time with its zone (a
 * suggestion: the new time, and the time asked for beside it), the
 * words the person who acted gave (plain text) and a link to the booking. Shown centred, as
 * neither person's message.
 */
export function BookingEventItem({
  message,
  conversation,
}: {
  message: TMessage & { booking_event: TMessageBookingEvent };
  conversation: TConversation;
}) {
  const { t, i18n } = useTranslation();
  const text = useBookingEventText();
  const event = message.booking_event;
  return (
    <Stack component="li" align="center" data-testid="booking-event">
      <Paper withBorder p="xs" radius="md" maw="90%" ta="center">
        <Text size="sm" fw={600}>
          {text(event, conversation)}
        </Text>
        {event.suggested_starts_at ? (
          <>
            <Text size="sm" fw={600} data-testid="suggested-time">
              {t('messenger.bookingEvent.suggestedTime', {
                time: sessionTime(event.suggested_starts_at, event.time_zone, i18n.language),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('messenger.bookingEvent.askedTime', {
                time: sessionTime(event.starts_at, event.time_zone, i18n.language),
              })}
            </Text>
          </>
        ) : (
          <Text size="sm">
            {t('messenger.bookingEvent.session', {
              time: sessionTime(event.starts_at, event.time_zone, i18n.language),
            })}
          </Text>
        )}
        {message.body ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            “{message.body}”
          </Text>
        ) : null}
        <Anchor
          component={Link}
          to={`${bookingsPage(conversation.my_role)}#booking-${event.booking_id}`}
          size="sm"
        >
          {t('messenger.bookingEvent.open')}
        </Anchor>
      </Paper>
    </Stack>
  );
}
