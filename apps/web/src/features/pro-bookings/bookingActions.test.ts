import type { TBooking } from '@fitmarket/core/api/bookings';
import { describe, expect, it } from 'vitest';
import { actionPayload, cancelsLate } from './bookingActions';
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

describe('the confirmation modal’s payload', () => {
  it('sends the version shown and the message, trimmed', () => {
    expect(actionPayload(booking, 'accept', { ...form, message: '  See you! ' })).toEqual({
      ok: true,
      payload: { id: 7, action: 'accept', body: { version: 3, message: 'See you!' } },
    });
  });

  it('needs a reason to cancel, checked by core’s rule', () => {
    expect(actionPayload(booking, 'cancel', { ...form, reason: '   ' })).toEqual({
      ok: false,
      field: 'reason',
      code: 1307,
    });
    expect(actionPayload(booking, 'cancel', { ...form, reason: 'x'.repeat(101) })).toMatchObject({
      ok: false,
      code: 1301,
    });
    expect(actionPayload(booking, 'cancel', { ...form, reason: 'Ill' })).toMatchObject({
      ok: true,
      payload: { body: { version: 3, reason: 'Ill' } },
    });
  });

  it('sends a suggested time as an instant in the booking’s zone', () => {
    expect(actionPayload(booking, 'suggest', form)).toMatchObject({
      ok: true,
      payload: { body: { starts_at: '2026-06-11T13:30:00Z' } },
    });
    expect(actionPayload(booking, 'suggest', { ...form, time: '' })).toEqual({
      ok: false,
      field: 'time',
    });
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
