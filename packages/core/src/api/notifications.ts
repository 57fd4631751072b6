import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../limits';
import type { OptionalNotificationType } from '../rules/notifications';
import { pageQueryShape } from './envelope';

/**
 * Notifications (SPEC §3 "Notification types"), signed in: GET /v1/notifications (paged,
 * newest first), GET /v1/notifications/unread-count, POST /v1/notifications/{id}/read and
 * POST /v1/notifications/read. Texts are made by the client from `type`, `actor` and `data`
 * in the reader's language; `data` carries ids only.
 */
export const ZNotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Who did it; null once they deleted their account. */
  actor: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      image: z.string().nullable(),
    })
    .nullable(),
  /**
   * By type: new_message { conversation_id, count }, new_follower { follower_id },
   * new_booking and booking_* { booking_id, party } (party: the reader's side, customer or
   * professional), booking_reminder also { lead: '24h' | '2h', starts_at, time_zone },
   * new_review { review_id, booking_id, slug } (slug: the reviewed profile, where the review
   * and its reply are), profile_published and profile_unpublished {}, membership_changed
   * { membership_id }, social_reconnect { provider, reason }.
   */
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  created_at: z.iso.datetime(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationListQuerySchema = z.object({
  ...pageQueryShape,
});

export const ZNotificationParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const ZNotificationsReadSchema = z.object({ marked: z.number().int() });

const channels = z.object({ in_app: z.boolean(), email: z.boolean() });

/** Every optional notice type and whether each channel is on (rules/notifications.ts). */
export const ZNotificationPreferencesSchema = z.object({
  new_message: channels,
  new_follower: channels,
  new_review: channels,
} satisfies Record<OptionalNotificationType, unknown>);
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferencesSchema>;

/** A change of some of them: the types and channels named. */
export const ZNotificationPreferencesUpdateSchema = z
  .object({
    new_message: channels.partial(),
    new_follower: channels.partial(),
    new_review: channels.partial(),
  })
  .partial();
export type TNotificationPreferencesUpdate = z.infer<typeof ZNotificationPreferencesUpdateSchema>;
