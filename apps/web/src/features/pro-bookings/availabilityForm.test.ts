import type { TAvailabilityRequest } from '@fitmarket/core/api/bookings';
import { describe, expect, it } from 'vitest';
import { exceptionKind, fieldErrors, withKind } from './availabilityForm';

const off = { date: '2026-06-10', kind: 'off', start: null, end: null, location_id: null } as const;

describe('the availability form', () => {
  it('names exceptions as a day off, hours off or extra hours, and switches between them', () => {
    expect(exceptionKind(off)).toBe('dayOff');
    const hoursOff = withKind(off, 'hoursOff');
    expect(hoursOff).toMatchObject({ kind: 'off', start: '09:00', end: '12:00' });
    expect(exceptionKind(hoursOff)).toBe('hoursOff');
    expect(withKind(hoursOff, 'extra')).toMatchObject({ kind: 'extra', start: '09:00' });
    expect(withKind(hoursOff, 'dayOff')).toEqual(off);
  });

  it('marks the fields core refuses', () => {
    const form = {
      weekly: [{ weekday: 1, start: '17:00', end: '09:00', location_id: null }],
      exceptions: [{ ...off, kind: 'extra' }],
    } as unknown as TAvailabilityRequest;
    expect(fieldErrors(form)).toEqual(
      new Map([
        ['weekly.0.end', 1301],
        ['exceptions.0.start', 1307],
      ]),
    );
  });
});
