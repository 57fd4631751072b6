import { NOTIFICATION_TYPES } from '@fitmarket/core/limits';
import { describe, expect, it } from 'vitest';
import { isBookingNotification } from './live';

describe('isBookingNotification', () => {
  it('is true of a booking’s request and changes, not of reminders or other news', () => {
    expect(NOTIFICATION_TYPES.filter(isBookingNotification)).toEqual([
      'new_booking',
      'booking_confirmed',
      'booking_declined',
      'booking_canceled',
      'booking_expired',
      'booking_no_show',
      'booking_suggested',
      'booking_rescheduled',
    ]);
  });
});
