import type { TAvailabilityRequest } from '@fitmarket/core/api/bookings';
import { asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { BookingEvent } from '../../src/bookings/booking-events';
import { jobs } from '../../src/db/schema';
import { bearer } from '../accounts/account-helpers';
import { listedProfessional } from '../helpers/professionals';
import type { TestApp } from '../helpers/test-app';
import { createUser, signIn } from '../helpers/users';

export const ZONE = 'Europe/Helsinki';

/** Every day 08:00-20:00 at any location, bookable from now on for 60 days. */
export function openAvailability(
  overrides: Partial<TAvailabilityRequest> = {},
): TAvailabilityRequest {
  return {
    time_zone: ZONE,
    fixed_hours: true,
    min_notice_minutes: 0,
    horizon_days: 60,
    buffer_before_minutes: 0,
    buffer_after_minutes: 0,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      start: '08:00',
      end: '20:00',
      location_id: null,
    })),
    exceptions: [],
    version: 1,
    ...overrides,
  };
}

/** A listed professional with one 60-minute service (24 h notice) and one place, signed in. */
export async function bookableProfessional(t: TestApp, { saveAvailability = true } = {}) {
  const { serviceId, locationId, ...user } = await listedProfessional(t.deps.database.db, {
    firstName: 'Aino',
    lastName: 'Coach',
  });
  const token = await signIn(t.app, user.email);
  if (!saveAvailability) return { user, token, serviceId, locationId };
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/me/availability',
    headers: bearer(token),
    payload: openAvailability(),
  });
  if (saved.statusCode !== 200) throw new Error(`availability: ${saved.body}`);
  return { user, token, serviceId, locationId };
}

export async function signedInCustomer(t: TestApp) {
  const user = await createUser(t.deps.database.db);
  return { user, token: await signIn(t.app, user.email) };
}

/** A local wall time `days` from today in Helsinki, as an ISO instant. */
export function localTime(days: number, time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  return (
    DateTime.now()
      .setZone(ZONE)
      .plus({ days })
      .set({ hour, minute, second: 0, millisecond: 0 })
      .toUTC()
      .toISO() ?? ''
  );
}

/** What bookings told the messenger (their booking-notice jobs), oldest first. */
export async function toldEvents(t: TestApp): Promise<BookingEvent[]> {
  const rows = await t.deps.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.name, 'booking-notice'))
    .orderBy(asc(jobs.id));
  return rows.map((row) => row.payload as BookingEvent);
}
