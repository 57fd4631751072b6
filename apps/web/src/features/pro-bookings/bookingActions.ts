import type { TBooking, TBookingActionRequest } from '@fitmarket/core/api/bookings';
import type { BookingAction } from '@fitmarket/core/rules/bookings/transitions';
import {
  isLateCancellation,
  validateSuggestedStart,
} from '@fitmarket/core/rules/bookings/transitions';
import { instantOf } from '@fitmarket/core/rules/bookings/zoned-time';
import { validateCancellationReason } from '@fitmarket/core/rules/reasons';
import type { FieldCodes } from '@fitmarket/ui/useCoreForm';

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
export type ActionForm = {
  message: string;
  reason: string;
  date: string;
  time: string;
};

export interface ActionPayload {
  id: number;
  action: ProAction;
  body: TBookingActionRequest;
}

/**
 * The request the confirmation modal sends for `action` on `booking` (SPEC §3: the id in the
 * path, the language in Accept-Language, the status from the action, the user from the token),
 * with the version the screen showed.
 */
export function actionRequest(
  booking: TBooking,
  action: ProAction,
  form: ActionForm,
): TBookingActionRequest {
  const body: TBookingActionRequest = { version: booking.version };
  const message = form.message.trim();
  if (message && action !== 'delete') body.message = message;
  if (action === 'cancel') body.reason = form.reason.trim();
  if (action === 'suggest') {
    body.starts_at = instantOf(form.date, form.time, booking.time_zone) ?? undefined;
  }
  return body;
}

/**
 * The core rules the server checks for `action` beyond the request's schema, by request field:
 * a cancellation's reason, a suggested time.
 */
export function actionRules(
  booking: TBooking,
  action: ProAction,
  form: ActionForm,
  now = new Date(),
): FieldCodes {
  const body = actionRequest(booking, action, form);
  return {
    reason: action === 'cancel' ? validateCancellationReason(form.reason) : null,
    starts_at:
      action === 'suggest' ? validateSuggestedStart(body.starts_at, booking.starts_at, now) : null,
  };
}

/** Whether cancelling now falls inside the booking's cancellation notice (shown before). */
export function cancelsLate(booking: TBooking, now = new Date()): boolean {
  return isLateCancellation(new Date(booking.starts_at), now, booking.cancellation_notice_hours);
}
