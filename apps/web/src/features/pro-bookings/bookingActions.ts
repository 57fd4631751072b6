import type { TBooking, TBookingActionRequest } from '@fitmarket/core/api/bookings';
import type { BookingAction } from '@fitmarket/core/rules/bookings/transitions';
import { isLateCancellation } from '@fitmarket/core/rules/bookings/transitions';
import { instantOf } from '@fitmarket/core/rules/bookings/zoned-time';
import { validateCancellationReason } from '@fitmarket/core/rules/reasons';

/** The professional's actions, in the order the detail shows their buttons. */
export const PRO_ACTIONS = [
  'accept',
  'reaccept',
  'suggest',
  'decline',
  'cancel',
  'no_show',
  'delete',
] as const satisfies readonly BookingAction[];
export type ProAction = (typeof PRO_ACTIONS)[number];

/** Actions that end or drop a booking: their confirm button is red. */
export const DESTRUCTIVE: ReadonlySet<ProAction> = new Set(['decline', 'cancel', 'delete']);

/** What the confirmation modal's form holds (SPEC §3 payload: message, reason; a new time). */
export interface ActionForm {
  message: string;
  reason: string;
  date: string;
  time: string;
}

export interface ActionPayload {
  id: number;
  action: ProAction;
  body: TBookingActionRequest;
}

export type ActionCheck =
  | { ok: true; payload: ActionPayload }
  | { ok: false; field: 'reason' | 'time'; code?: number };

/**
 * The request the confirmation modal sends for `action` on `booking` (SPEC §3: the id in the
 * path, the language in Accept-Language, the status from the action, the user from the token),
 * with the version the screen showed. Checked with core's rules before it leaves.
 */
export function actionPayload(booking: TBooking, action: ProAction, form: ActionForm): ActionCheck {
  const body: TBookingActionRequest = { version: booking.version };
  const message = form.message.trim();
  if (message && action !== 'delete') body.message = message;
  if (action === 'cancel') {
    const reason = form.reason.trim();
    const invalid = validateCancellationReason(reason);
    if (invalid) return { ok: false, field: 'reason', code: invalid };
    body.reason = reason;
  }
  if (action === 'suggest') {
    const startsAt = instantOf(form.date, form.time, booking.time_zone);
    if (!startsAt) return { ok: false, field: 'time' };
    body.starts_at = startsAt;
  }
  return { ok: true, payload: { id: booking.id, action, body } };
}

/** Whether cancelling now falls inside the booking's cancellation notice (shown before). */
export function cancelsLate(booking: TBooking, now = new Date()): boolean {
  return isLateCancellation(new Date(booking.starts_at), now, booking.cancellation_notice_hours);
}
