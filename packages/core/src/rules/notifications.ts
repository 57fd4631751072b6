import type { NotificationType } from '../limits';

/**
 * Which notices a person may turn off (issue 18). Transactional ones — a booking's changes, its
 * reminders (to both sides), what staff did to the account's standing, and the account-security
 * mails outside this list — always go, in app and by e-mail, whatever the settings say. The
 * optional ones are governed per type and per channel.
 */
export const TRANSACTIONAL_NOTIFICATION_TYPES = [
  'new_booking',
  'booking_confirmed',
  'booking_declined',
  'booking_canceled',
  'booking_expired',
  'booking_no_show',
  'booking_suggested',
  'booking_reminder',
  'booking_rescheduled',
  'profile_published',
  'profile_unpublished',
  'membership_changed',
  'social_reconnect',
] as const satisfies readonly NotificationType[];

export const OPTIONAL_NOTIFICATION_TYPES = [
  'new_message',
  'new_follower',
  'new_review',
] as const satisfies readonly NotificationType[];
export type OptionalNotificationType = (typeof OPTIONAL_NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What a person turned off, as stored (`users.notification_preferences`): a type or channel
 * left out is on. The e-mail channel also needs `email_notifications` (the sign-up box, the
 * master switch of optional e-mails).
 */
export type NotificationPreferences = Partial<
  Record<OptionalNotificationType, Partial<Record<NotificationChannel, boolean>>>
>;

export function isOptionalNotificationType(type: string): type is OptionalNotificationType {
  return (OPTIONAL_NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** Whether a notice of `type` reaches the person on `channel`. */
export function noticeWanted(
  type: NotificationType,
  channel: NotificationChannel,
  settings: { emailNotifications: boolean; preferences: NotificationPreferences },
): boolean {
  if (!isOptionalNotificationType(type)) return true;
  if (channel === 'email' && !settings.emailNotifications) return false;
  return settings.preferences[type]?.[channel] !== false;
}

/** Every optional type with both channels spelled out, as the settings screen shows them. */
export function resolvedPreferences(
  preferences: NotificationPreferences,
): Record<OptionalNotificationType, Record<NotificationChannel, boolean>> {
  return Object.fromEntries(
    OPTIONAL_NOTIFICATION_TYPES.map((type) => [
      type,
      Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => [channel, preferences[type]?.[channel] !== false]),
      ),
    ]),
  ) as Record<OptionalNotificationType, Record<NotificationChannel, boolean>>;
}
