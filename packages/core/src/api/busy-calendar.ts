import { z } from 'zod';
import { BUSY_CALENDAR_URL_MAX_LENGTH, busyCalendarUrl } from '../rules/bookings/busy-calendar';
import { ZInstantSchema } from './dates';

/**
 * The professional's own calendar whose events block their open slots (issue 18,
 * docs/bookings.md). The address is a secret: answers name only its host.
 */

/** PUT /v1/me/availability/busy-calendar. An http(s) (or webcal) address, else 1301. */
export const ZBusyCalendarRequestSchema = z.object({
  url: z
    .string()
    .max(BUSY_CALENDAR_URL_MAX_LENGTH)
    .refine((value) => busyCalendarUrl(value) !== null, { message: 'an http(s) address' }),
});
export type TBusyCalendarRequest = z.infer<typeof ZBusyCalendarRequestSchema>;

export const ZBusyCalendarSchema = z.object({
  /** False: no calendar is connected; the other fields are null. */
  connected: z.boolean(),
  /** The address's host ("calendar.google.com"); the rest is never shown again. */
  host: z.string().nullable(),
  /** The last import that succeeded. */
  imported_at: ZInstantSchema.nullable(),
  /** Why the last import failed (`fetch`: not reachable or not 2xx; `parse`: not iCalendar). */
  error: z.enum(['fetch', 'parse']).nullable(),
  /** Busy times kept from the last import, from now on. */
  busy_count: z.number().int().min(0),
});
export type TBusyCalendar = z.infer<typeof ZBusyCalendarSchema>;
