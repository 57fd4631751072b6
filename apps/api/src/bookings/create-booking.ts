import type {
  TBookingHoldRequest,
  TBookingRequest,
  TManualBookingRequest,
} from '@fitmarket/core/api/bookings';
import { BOOKING_HOLD_MS } from '@fitmarket/core/limits';
import {
  type BusyRange,
  bookingWindow,
  isClearOf,
  isOpenSlot,
} from '@fitmarket/core/rules/bookings/availability';
import { missingBookingChoices } from '@fitmarket/core/rules/bookings/request';
import { expiresAt } from '@fitmarket/core/rules/bookings/transitions';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import {
  bookingHolds,
  bookings,
  isListedProfessional,
  professionalLocations,
  professionalProfiles,
  professionalServices,
  users,
} from '../db/schema';
import { AppError, type AppErrorItem } from '../errors/app-error';
import { hasBlocked } from '../messaging/conversation-access';
import { loadAvailability } from './availability';
import { tellBookingChange } from './booking-events';

type Reader = Pick<Database, 'select'>;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The database's refusal of overlapping confirmed sessions (bookings_no_overlap). */
export function isOverlapRefusal(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  return codeOf(error) === '23P01' || (error instanceof Error && codeOf(error.cause) === '23P01');
}

/**
 * Time a new session of a professional must clear, within a day of a time: confirmed sessions
 * and other people's live holds (`holderId`'s own hold does not keep them out).
 */
export async function busyAround(
  db: Reader,
  professionalId: number,
  from: Date,
  to: Date,
  holderId: number | null,
  now = new Date(),
): Promise<BusyRange[]> {
  const after = new Date(from.getTime() - DAY_MS);
  const before = new Date(to.getTime() + DAY_MS);
  const sessions = await db
    .select({ start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.professionalId, professionalId),
        eq(bookings.status, 'confirmed'),
        lt(bookings.startsAt, before),
        gt(bookings.endsAt, after),
      ),
    );
  const holds = await db
    .select({ start: bookingHolds.startsAt, end: bookingHolds.endsAt })
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.professionalId, professionalId),
        gt(bookingHolds.expiresAt, now),
        lt(bookingHolds.startsAt, before),
        gt(bookingHolds.endsAt, after),
        holderId === null ? undefined : ne(bookingHolds.customerId, holderId),
      ),
    );
  return [...sessions, ...holds];
}

/** The professional's service and location named by a request, each refused (1301) if not theirs. */
async function ownServiceAndLocation(
  db: Reader,
  professionalId: number,
  serviceId: number | null,
  locationId: number | null,
) {
  const [service] = serviceId
    ? await db
        .select()
        .from(professionalServices)
        .where(
          and(
            eq(professionalServices.id, serviceId),
            eq(professionalServices.userId, professionalId),
          ),
        )
    : [];
  const [location] = locationId
    ? await db
        .select({ id: professionalLocations.id })
        .from(professionalLocations)
        .where(
          and(
            eq(professionalLocations.id, locationId),
            eq(professionalLocations.userId, professionalId),
          ),
        )
    : [];
  const errors: AppErrorItem[] = [];
  if (serviceId && !service) errors.push({ code: 1301, field: 'service_id' });
  if (locationId && !location) errors.push({ code: 1301, field: 'location_id' });
  if (errors.length > 0) throw new AppError(errors);
  return service ?? null;
}

/** A listed professional someone else may book (404 1302, staff 403, oneself 1359). */
async function bookableProfessional(db: Reader, actor: Actor, professionalId: number) {
  const [professional] = await db
    .select({
      id: users.id,
      listed: sql<boolean>`${isListedProfessional(users)}`,
      flexible: professionalProfiles.flexibleLocation,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, professionalId));
  authorize(actor, 'booking.request', {
    userId: professional?.id ?? 0,
    listed: Boolean(professional?.listed),
    blocksActor: await hasBlocked(db, professionalId, actor.id),
  });
  if (!professional) throw new AppError({ code: 1302 });
  if (professional.id === actor.id) throw new AppError({ code: 1359 });
  return professional;
}

/**
 * Refuses (1358) a time that is not free for `actor`: with fixed hours it must be an open slot;
 * without, inside the notice and horizon and clear of confirmed sessions and others' holds.
 */
async function checkFree(
  db: Reader,
  actor: Actor,
  professionalId: number,
  wanted: { start: Date; duration: number; locationId: number | null; now: Date },
) {
  const { start, duration, now } = wanted;
  const rules = await loadAvailability(db, professionalId);
  const busy = await busyAround(db, professionalId, start, start, actor.id, now);
  const window = bookingWindow(rules, now);
  const free = rules.fixedHours
    ? isOpenSlot(rules, busy, {
        start,
        durationMinutes: duration,
        locationId: wanted.locationId,
        now,
      })
    : start >= window.earliest && start <= window.latest && isClearOf(rules, start, duration, busy);
  if (!free) throw new AppError({ code: 1358, field: 'starts_at' });
  return rules;
}

/**
 * Keeps a free time for `actor` for BOOKING_HOLD_MS while they write the request: others'
 * slots leave it out meanwhile. A new hold with the same professional replaces the last one.
 */
export async function holdSlot(
  db: Database,
  actor: Actor,
  request: TBookingHoldRequest,
  now = new Date(),
) {
  const professional = await bookableProfessional(db, actor, request.professional_id);
  const start = new Date(request.starts_at);
  await checkFree(db, actor, professional.id, {
    start,
    duration: request.duration_minutes,
    locationId: request.location_id ?? null,
    now,
  });
  const values = {
    startsAt: start,
    endsAt: new Date(start.getTime() + request.duration_minutes * MINUTE_MS),
    expiresAt: new Date(now.getTime() + BOOKING_HOLD_MS),
  };
  await db
    .insert(bookingHolds)
    .values({ professionalId: professional.id, customerId: actor.id, ...values })
    .onConflictDoUpdate({
      target: [bookingHolds.professionalId, bookingHolds.customerId],
      set: values,
    });
  return values.expiresAt;
}

/** The price a customer pays for one session: the listed price less the service's discount. */
export const sessionPrice = (
  service: Pick<typeof professionalServices.$inferSelect, 'priceMinor' | 'discountPercent'>,
) => Math.round((service.priceMinor * (100 - service.discountPercent)) / 100);

/**
 * A customer asks a listed professional for a session. With fixed hours the time must be an
 * open slot; without, the customer proposes one inside the notice and horizon that no confirmed
 * session takes (either way 1358 when it is not free). The request waits, pending, for the
 * professional's answer until it expires.
 */
export async function requestBooking(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  actor: Actor,
  request: TBookingRequest,
  now = new Date(),
) {
  const { db } = deps.database;
  const professional = await bookableProfessional(db, actor, request.professional_id);
  const preferred = request.preferred_location?.trim() || null;
  const missing = missingBookingChoices(request, professional.flexible === true);
  if (missing.length > 0 || !request.starts_at) throw new AppError(missing);

  const service = await ownServiceAndLocation(
    db,
    professional.id,
    request.service_id ?? null,
    request.location_id,
  );
  const start = new Date(request.starts_at);
  const duration = request.duration_minutes;
  const rules = await checkFree(db, actor, professional.id, {
    start,
    duration,
    locationId: request.location_id,
    now,
  });

  // The request, the end of its hold and the jobs that tell of it stand or fall together.
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bookings)
      .values({
        professionalId: professional.id,
        customerId: actor.id,
        serviceId: service?.id,
        locationId: request.location_id,
        preferredLocation: request.location_id ? null : preferred,
        startsAt: start,
        endsAt: new Date(start.getTime() + duration * MINUTE_MS),
        timeZone: rules.timeZone,
        dateChosenBy: rules.fixedHours ? 'professional' : 'customer',
        note: request.note ?? '',
        expectations: request.expectations ?? '',
        priceMinor: service ? sessionPrice(service) : null,
        currency: service?.currency ?? null,
        cancellationNoticeHours: service?.cancellationNoticeHours ?? 0,
        expiresAt: expiresAt(now, start),
      })
      .returning();
    if (!created) throw new Error('booking insert returned no row');
    // The hold did its work: the request now stands for the time.
    await tx
      .delete(bookingHolds)
      .where(
        and(
          eq(bookingHolds.professionalId, professional.id),
          eq(bookingHolds.customerId, actor.id),
        ),
      );
    await tellBookingChange(deps.jobs, tx, {
      kind: 'requested',
      bookingId: created.id,
      version: created.version,
      from: null,
      professionalId: professional.id,
      customerId: actor.id,
      actorId: actor.id,
      actorParty: 'customer',
      message: null,
      reason: null,
    });
    return created.id;
  });
}

/**
 * The professional enters a confirmed booking by hand (a client who booked by phone), at any
 * time they choose; only another confirmed session at that time refuses it (1358).
 */
export async function addManualBooking(
  db: Database,
  professionalId: number,
  request: TManualBookingRequest,
) {
  const service = await ownServiceAndLocation(
    db,
    professionalId,
    request.service_id ?? null,
    request.location_id ?? null,
  );
  const rules = await loadAvailability(db, professionalId);
  const start = new Date(request.starts_at);
  try {
    const [created] = await db
      .insert(bookings)
      .values({
        professionalId,
        serviceId: service?.id,
        locationId: request.location_id ?? null,
        startsAt: start,
        endsAt: new Date(start.getTime() + request.duration_minutes * MINUTE_MS),
        timeZone: rules.timeZone,
        status: 'confirmed',
        title: request.title,
        notes: request.notes ?? '',
        priceMinor: service ? sessionPrice(service) : null,
        currency: service?.currency ?? null,
        cancellationNoticeHours: service?.cancellationNoticeHours ?? 0,
        expiresAt: start,
      })
      .returning({ id: bookings.id });
    if (!created) throw new Error('booking insert returned no row');
    return created.id;
  } catch (error) {
    if (isOverlapRefusal(error)) throw new AppError({ code: 1358, field: 'starts_at' });
    throw error;
  }
}
