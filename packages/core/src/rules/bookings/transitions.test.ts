import { describe, expect, it } from 'vitest';
import {
  BOOKING_ACTIONS,
  BOOKING_PARTIES,
  type BookingAction,
  type BookingParty,
  expiresAt,
  expiryReminderAt,
  isLateCancellation,
  LATE_RESCHEDULE_CODE,
  type Move,
  rescheduledStatus,
  SHOWN_BOOKING_STATUSES,
  type ShownBookingStatus,
  shownStatus,
  TRANSITIONS,
  transition,
  validateSuggestedStart,
} from './transitions';

const HOUR = 3_600_000;
const now = new Date('2026-06-10T12:00:00Z');
const later = new Date(now.getTime() + 5 * HOUR);
const earlier = new Date(now.getTime() - 5 * HOUR);

/** Every cell, written out: what a person would expect of each state × action × party. */
const expected: Record<ShownBookingStatus, Record<BookingAction, Record<BookingParty, string>>> = {
  pending: {
    accept: { customer: '1351', professional: 'confirmed' },
    reaccept: { customer: '1351', professional: '1353' },
    decline: { customer: '1351', professional: 'declined' },
    cancel: { customer: 'canceled', professional: '1351' },
    delete: { customer: '1356', professional: '1356' },
    no_show: { customer: '1355', professional: '1355' },
    suggest: { customer: '1351', professional: 'pending' },
    accept_suggestion: { customer: '1365', professional: '1351' },
    decline_suggestion: { customer: '1365', professional: '1351' },
    reschedule: { customer: 'pending', professional: '1351' },
  },
  suggested: {
    accept: { customer: '1351', professional: '1366' },
    reaccept: { customer: '1351', professional: '1353' },
    decline: { customer: '1351', professional: 'declined' },
    cancel: { customer: 'canceled', professional: '1351' },
    delete: { customer: '1356', professional: '1356' },
    no_show: { customer: '1355', professional: '1355' },
    suggest: { customer: '1351', professional: 'pending' },
    accept_suggestion: { customer: 'confirmed', professional: '1351' },
    decline_suggestion: { customer: 'pending', professional: '1351' },
    reschedule: { customer: 'pending', professional: '1351' },
  },
  confirmed: {
    accept: { customer: '1351', professional: '1352' },
    reaccept: { customer: '1351', professional: '1353' },
    decline: { customer: '1351', professional: '1352' },
    cancel: { customer: 'canceled', professional: 'canceled' },
    delete: { customer: '1356', professional: '1356' },
    no_show: { customer: '1355', professional: '1355' },
    suggest: { customer: '1351', professional: '1352' },
    accept_suggestion: { customer: '1352', professional: '1351' },
    decline_suggestion: { customer: '1352', professional: '1351' },
    reschedule: { customer: 'confirmed', professional: '1351' },
  },
  passed: {
    accept: { customer: '1351', professional: '1352' },
    reaccept: { customer: '1351', professional: '1353' },
    decline: { customer: '1351', professional: '1352' },
    cancel: { customer: '1354', professional: '1354' },
    delete: { customer: 'confirmed', professional: 'confirmed' },
    no_show: { customer: 'no_show', professional: 'no_show' },
    suggest: { customer: '1351', professional: '1352' },
    accept_suggestion: { customer: '1352', professional: '1351' },
    decline_suggestion: { customer: '1352', professional: '1351' },
    reschedule: { customer: '1354', professional: '1354' },
  },
  declined: {
    accept: { customer: '1351', professional: '1352' },
    reaccept: { customer: '1351', professional: 'confirmed' },
    decline: { customer: '1351', professional: '1352' },
    cancel: { customer: '1357', professional: '1357' },
    delete: { customer: 'declined', professional: 'declined' },
    no_show: { customer: '1355', professional: '1355' },
    suggest: { customer: '1351', professional: '1352' },
    accept_suggestion: { customer: '1352', professional: '1351' },
    decline_suggestion: { customer: '1352', professional: '1351' },
    reschedule: { customer: '1357', professional: '1357' },
  },
  canceled: {
    accept: { customer: '1351', professional: '1352' },
    reaccept: { customer: '1351', professional: '1353' },
    decline: { customer: '1351', professional: '1352' },
    cancel: { customer: '1357', professional: '1357' },
    delete: { customer: 'canceled', professional: 'canceled' },
    no_show: { customer: '1355', professional: '1355' },
    suggest: { customer: '1351', professional: '1352' },
    accept_suggestion: { customer: '1352', professional: '1351' },
    decline_suggestion: { customer: '1352', professional: '1351' },
    reschedule: { customer: '1357', professional: '1357' },
  },
  expired: {
    accept: { customer: '1351', professional: '1352' },
    reaccept: { customer: '1351', professional: '1353' },
    decline: { customer: '1351', professional: '1352' },
    cancel: { customer: '1357', professional: '1357' },
    delete: { customer: 'expired', professional: 'expired' },
    no_show: { customer: '1355', professional: '1355' },
    suggest: { customer: '1351', professional: '1352' },
    accept_suggestion: { customer: '1352', professional: '1351' },
    decline_suggestion: { customer: '1352', professional: '1351' },
    reschedule: { customer: '1357', professional: '1357' },
  },
  no_show: {
    accept: { customer: '1351', professional: '1352' },
    reaccept: { customer: '1351', professional: '1353' },
    decline: { customer: '1351', professional: '1352' },
    cancel: { customer: '1354', professional: '1354' },
    delete: { customer: 'no_show', professional: 'no_show' },
    no_show: { customer: '1355', professional: '1355' },
    suggest: { customer: '1351', professional: '1352' },
    accept_suggestion: { customer: '1352', professional: '1351' },
    decline_suggestion: { customer: '1352', professional: '1351' },
    reschedule: { customer: '1354', professional: '1354' },
  },
};

const written = (move: Move) => ('next' in move ? move.next : String(move.refuse));

/** A stored booking that shows as `shown` at `now`. */
function bookingShowing(shown: ShownBookingStatus) {
  if (shown === 'passed')
    return { status: 'confirmed' as const, startsAt: earlier, expiresAt: earlier };
  if (shown === 'expired')
    return { status: 'pending' as const, startsAt: later, expiresAt: earlier };
  if (shown === 'suggested')
    return {
      status: 'pending' as const,
      startsAt: later,
      expiresAt: later,
      suggestedStartsAt: later,
    };
  return { status: shown, startsAt: later, expiresAt: later };
}

describe('the booking transition table', () => {
  for (const shown of SHOWN_BOOKING_STATUSES) {
    for (const action of BOOKING_ACTIONS) {
      for (const party of BOOKING_PARTIES) {
        const want = expected[shown][action][party];
        it(`${shown} × ${action} × ${party} → ${want}`, () => {
          expect(written(TRANSITIONS[shown][action][party])).toBe(want);
          expect(written(transition(bookingShowing(shown), action, party, now))).toBe(want);
        });
      }
    }
  }

  it('reads the stored status against the clock', () => {
    expect(shownStatus({ status: 'confirmed', startsAt: now, expiresAt: now }, now)).toBe('passed');
    expect(shownStatus({ status: 'pending', startsAt: later, expiresAt: now }, now)).toBe(
      'expired',
    );
    expect(shownStatus({ status: 'pending', startsAt: later, expiresAt: later }, now)).toBe(
      'pending',
    );
  });

  it('shows a request with a suggested time as suggested until it lapses', () => {
    const suggestion = { status: 'pending' as const, startsAt: later, suggestedStartsAt: later };
    expect(shownStatus({ ...suggestion, expiresAt: later }, now)).toBe('suggested');
    expect(shownStatus({ ...suggestion, expiresAt: now }, now)).toBe('expired');
  });

  it('re-accepts a declined booking only before its start', () => {
    const declinedPast = { status: 'declined' as const, startsAt: earlier, expiresAt: earlier };
    expect(transition(declinedPast, 'reaccept', 'professional', now)).toEqual({ refuse: 1354 });
  });
});

describe('expiry and late cancellation', () => {
  it('lapses 48 hours after the request, never after the start', () => {
    const far = new Date(now.getTime() + 10 * 24 * HOUR);
    expect(expiresAt(now, far)).toEqual(new Date(now.getTime() + 48 * HOUR));
    expect(expiresAt(now, later)).toEqual(later);
  });

  it('reminds 12 hours before the lapse, or halfway when the answer time is short', () => {
    const lapse = new Date(now.getTime() + 48 * HOUR);
    expect(expiryReminderAt(now, lapse)).toEqual(new Date(now.getTime() + 36 * HOUR));
    expect(expiryReminderAt(now, later)).toEqual(new Date(now.getTime() + 2.5 * HOUR));
  });

  it('counts a cancellation inside the notice as late', () => {
    expect(isLateCancellation(new Date(now.getTime() + 23 * HOUR), now, 24)).toBe(true);
    expect(isLateCancellation(new Date(now.getTime() + 24 * HOUR), now, 24)).toBe(false);
    expect(isLateCancellation(later, now, 0)).toBe(false);
  });
});

describe('validateSuggestedStart', () => {
  const asked = '2030-06-10T07:00:00.000Z';
  const now = new Date('2030-06-01T00:00:00Z');
  it('needs a time in the future, other than the asked one', () => {
    expect(validateSuggestedStart(undefined, asked, now)).toBe(1307);
    expect(validateSuggestedStart('2030-06-10T07:00:00Z', asked, now)).toBe(1367);
    expect(validateSuggestedStart('2030-05-31T07:00:00Z', asked, now)).toBe(1367);
    expect(validateSuggestedStart('2030-06-11T07:00:00Z', asked, now)).toBeNull();
  });
});

describe('rescheduling (issue 18)', () => {
  const confirmedIn = (hours: number) => ({
    status: 'confirmed' as const,
    startsAt: new Date(now.getTime() + hours * HOUR),
    expiresAt: now,
    cancellationNoticeHours: 24,
  });

  it('is refused inside the cancellation notice, as a cancellation there is late', () => {
    expect(transition(confirmedIn(25), 'reschedule', 'customer', now)).toEqual({
      next: 'confirmed',
    });
    expect(transition(confirmedIn(23), 'reschedule', 'customer', now)).toEqual({
      refuse: LATE_RESCHEDULE_CODE,
    });
    // Cancelling stays possible (recorded as late).
    expect(transition(confirmedIn(23), 'cancel', 'customer', now)).toEqual({ next: 'canceled' });
  });

  it('keeps a session confirmed only for a service booked instantly', () => {
    expect(rescheduledStatus('confirmed', true)).toBe('confirmed');
    expect(rescheduledStatus('confirmed', false)).toBe('pending');
    expect(rescheduledStatus('pending', true)).toBe('pending');
  });
});
