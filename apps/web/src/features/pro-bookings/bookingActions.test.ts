import type { TBooking } from '@fitmarket/core/api/bookings';
import { describe, expect, it } from 'vitest';
import { actionRequest, actionRules, cancelsLate } from './bookingActions';
import { bookingName, sessionsByDay } from './week';

const booking = {
  id: 7,
  version: 3,
  status: 'pending',
  time_zone: 'Europe/Helsinki',
  starts_at: '2026-06-10T07:00:00.000Z',
  ends_at: '2026-06-10T08:00:00.000Z',
  cancellation_notice_hours: 24,
  customer: { id: 2, first_name: 'Liisa', last_name: 'Virtanen', image: null, slug: null },
  title: '',
} as TBooking;
const form = { message: '', reason: '', date: '2026-06-11', time: '16:30' };

describe('the confirmation modal’s request', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('sends the version shown and the message, trimmed', () => {
    expect(actionRequest(booking, 'accept', { ...form, message: '  See you! ' })).toEqual({
      version: 3,
      message: 'See you!',
    });
  });

  it('needs a reason to cancel, checked by core’s rule', () => {
    expect(actionRules(booking, 'cancel', { ...form, reason: '   ' }, now).reason).toBe(1307);
    expect(actionRules(booking, 'cancel', { ...form, reason: 'x'.repeat(101) }, now).reason).toBe(
      1301,
    );
    expect(actionRules(booking, 'cancel', { ...form, reason: 'Ill' }, now).reason).toBeNull();
    expect(actionRequest(booking, 'cancel', { ...form, reason: ' Ill ' })).toEqual({
      version: 3,
      reason: 'Ill',
    });
  });

  it('sends a suggested time as an instant in the booking’s zone, in the future', () => {
    expect(actionRequest(booking, 'suggest', form).starts_at).toBe('2026-06-11T13:30:00Z');
    expect(actionRules(booking, 'suggest', form, now).starts_at).toBeNull();
    expect(actionRules(booking, 'suggest', { ...form, time: '' }, now).starts_at).toBe(1307);
    // The asked time itself (10:00 in Helsinki) is no other time.
    const asked = { ...form, date: '2026-06-10', time: '10:00' };
    expect(actionRules(booking, 'suggest', asked, now).starts_at).toBe(1367);
    expect(actionRules(booking, 'suggest', form, new Date('2026-06-12T00:00:00Z')).starts_at).toBe(
      1367,
    );
  });

  it('warns of a late cancellation inside the notice', () => {
    expect(cancelsLate(booking, new Date('2026-06-09T12:00:00Z'))).toBe(true);
    expect(cancelsLate(booking, new Date('2026-06-08T12:00:00Z'))).toBe(false);
  });
});

describe('the week', () => {
  it('puts each session on its local day, earliest first', () => {
    const late = { ...booking, id: 8, starts_at: '2026-06-10T20:30:00.000Z' };
    const early = { ...booking, id: 9, starts_at: '2026-06-10T05:00:00.000Z' };
    const days = sessionsByDay(
      [booking, late, early],
      ['2026-06-10', '2026-06-11'],
      'Europe/Helsinki',
    );
    // 20:30 UTC is 23:30 in Helsinki: still the 10th.
    expect(days.map((day) => day.bookings.map((b) => b.id))).toEqual([[9, 7, 8], []]);
  });

  it('names a session by its customer, or by the title of one entered by hand', () => {
    expect(bookingName(booking)).toBe('Liisa Virtanen');
    expect(bookingName({ ...booking, customer: null, title: 'Matti by phone' })).toBe(
      'Matti by phone',
    );
  });
});
