import { describe, expect, it } from 'vitest';
import { missingBookingChoices } from './request';

const complete = {
  service_id: 1,
  location_id: 2,
  preferred_location: null,
  starts_at: '2030-06-10T07:00:00.000Z',
};

describe('missingBookingChoices', () => {
  it('finds nothing missing in a complete request', () => {
    expect(missingBookingChoices(complete, false)).toEqual([]);
  });

  it('names the service, the location and the time that are missing, by field', () => {
    expect(
      missingBookingChoices({ service_id: null, location_id: null, starts_at: null }, false),
    ).toEqual([
      { code: 1256, field: 'service_id' },
      { code: 1255, field: 'location_id' },
      { code: 1257, field: 'starts_at' },
    ]);
  });

  it('takes a place of the customer’s own only from a professional who travels', () => {
    const ownPlace = { ...complete, location_id: null, preferred_location: ' Kallio ' };
    expect(missingBookingChoices(ownPlace, true)).toEqual([]);
    expect(missingBookingChoices(ownPlace, false)).toEqual([{ code: 1255, field: 'location_id' }]);
    expect(missingBookingChoices({ ...ownPlace, preferred_location: '  ' }, true)).toEqual([
      { code: 1255, field: 'location_id' },
    ]);
  });

  it('asks no location for an online service', () => {
    const online = { service_id: 1, location_id: null, starts_at: '2026-06-10T10:00:00Z' };
    expect(missingBookingChoices(online, false, true)).toEqual([]);
  });
});
