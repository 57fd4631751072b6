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
  type SessionBuffers,
  serviceBuffers,
} from '@fitmarket/core/rules/bookings/availability';
import { bookingPrice } from '@fitmarket/core/rules/bookings/price';
import { missingBookingChoices } from '@fitmarket/core/rules/bookings/request';
import { expiresAt } from '@fitmarket/core/rules/bookings/transitions';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
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
import { markAvailabilityStale } from '../search/availability';
import { loadAvailability } from './availability';
import { tellBookingChange } from './booking-events';
import { importedBusyAround } from './busy-import/busy-calendar';

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
 * Time a new session of a professional must clear, within a day of a time: confirmed sessions,
 * other people's live holds (`holderId`'s own hold does not keep them out) and the busy times
 * imported from the professional's own calendar (busy-import/). A session being moved
 * (`exceptBookingId`) does not stand in its own way.
 */
export async function busyAround(
  db: Reader,
  professionalId: number,
  from: Date,
  to: Date,
  holderId: number | null,
  now = new Date(),
  exceptBookingId: number | null = null,
): Promise<BusyRange[]> {
  const after = new Date(from.getTime() - DAY_MS);
  const before = new Date(to.getTime() + DAY_MS);
  const sessions = await db
    .select({
      start: bookings.startsAt,
      end: bookings.endsAt,
      // A session of a service with buffers of its own keeps those around it (issue 18).
      bufferBeforeMinutes: professionalServices.bufferBeforeMinutes,
      bufferAfterMinutes: professionalServices.bufferAfterMinutes,
    })
    .from(bookings)
    .leftJoin(professionalServices, eq(professionalServices.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.professionalId, professionalId),
        eq(bookings.status, 'confirmed'),
        lt(bookings.startsAt, before),
        gt(bookings.endsAt, after),
        exceptBookingId === null ? undefined : ne(bookings.id, exceptBookingId),
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
  // A busy time from the calendar is not a session: only the new session's buffers keep off it.
  const imported = await importedBusyAround(db, professionalId, after, before);
  return [
    ...sessions.map((session) => ({
      start: session.start,
      end: session.end,
      bufferBeforeMinutes: session.bufferBeforeMinutes ?? undefined,
      bufferAfterMinutes: session.bufferAfterMinutes ?? undefined,
    })),
    ...holds,
    ...imported.map((busy) => ({ ...busy, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 })),
  ];
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

/** The buffers a new session of `serviceId` keeps: the service's own, else the professional's. */
export async function buffersOf(db: Reader, rules: SessionBuffers, serviceId: number | null) {
  const [service] = serviceId
    ? await db
        .select({
          bufferBeforeMinutes: professionalServices.bufferBeforeMinutes,
          bufferAfterMinutes: professionalServices.bufferAfterMinutes,
        })
        .from(professionalServices)
        .where(eq(professionalServices.id, serviceId))
    : [];
  return serviceBuffers(rules, service ?? null);
}

/**
 * Refuses (1358) a time that is not free for `actor`: with fixed hours it must be an open slot;
 * without, inside the notice and horizon and clear of confirmed sessions and others' holds.
 */
export async function checkFree(
  db: Reader,
  actor: Actor,
  professionalId: number,
  wanted: {
    start: Date;
    duration: number;
    locationId: number | null;
    now: Date;
    /** The session being moved, whose old time is free for it. */
    exceptBookingId?: number;
    /** The service booked: its own buffers, if it has them, are kept (issue 18). */
    serviceId?: number | null;
  },
) {
  const { start, duration, now } = wanted;
  const rules = await loadAvailability(db, professionalId);
  const buffers = await buffersOf(db, rules, wanted.serviceId ?? null);
  const busy = await busyAround(
    db,
    professionalId,
    start,
    start,
    actor.id,
    now,
    wanted.exceptBookingId ?? null,
  );
  const window = bookingWindow(rules, now);
  const free = rules.fixedHours
    ? isOpenSlot(rules, busy, {
        start,
        durationMinutes: duration,
        locationId: wanted.locationId,
        now,
        buffers,
      })
    : start >= window.earliest &&
      start <= window.latest &&
      isClearOf(rules, start, duration, busy, buffers);
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

const pricedService = (service: typeof professionalServices.$inferSelect) => ({
  price_minor: service.priceMinor,
  discount_percent: service.discountPercent,
  first_session_discount_percent: service.firstSessionDiscountPercent,
  sessions: service.sessions,
});

/** The price of a session entered by hand or seeded: the listed price less the discount. */
export const sessionPrice = (service: typeof professionalServices.$inferSelect) =>
  bookingPrice(pricedService(service), { firstSession: false, bookedOfService: 0 }).priceMinor;

/** Bookings that count for price and packages: not cancelled, declined or expired ones. */
const COUNTED_STATUSES = ['pending', 'confirmed', 'no_show'] as const;

/**
 * What `customerId` pays for a booking of `service` (core rules/bookings/price.ts): the
 * first-session discount on their first booking with the professional, a package's later
 * sessions already paid.
 */
export async function priceFor(
  db: Reader,
  customerId: number,
  service: typeof professionalServices.$inferSelect,
) {
  const [counts] = await db
    .select({
      withProfessional: sql<number>`count(*)::int`,
      ofService: sql<number>`(count(*) filter (where ${bookings.serviceId} = ${service.id}))::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, customerId),
        eq(bookings.professionalId, service.userId),
        inArray(bookings.status, [...COUNTED_STATUSES]),
      ),
    );
  return bookingPrice(pricedService(service), {
    firstSession: (counts?.withProfessional ?? 0) === 0,
    bookedOfService: counts?.ofService ?? 0,
  });
}

/** GET /v1/bookings/price: what booking one of a professional's services would cost `actor`. */
export async function quoteBooking(db: Reader, actor: Actor, serviceId: number) {
  const [service] = await db
    .select()
    .from(professionalServices)
    .where(eq(professionalServices.id, serviceId));
  if (!service) throw new AppError({ code: 1301, field: 'service_id' });
  const price = await priceFor(db, actor.id, service);
  return {
    price_minor: price.priceMinor,
    currency: service.currency,
    first_session_discount: price.firstSessionDiscount,
    package_session: price.packageSession,
    sessions_left: price.sessionsLeft,
  };
}

/**
 * A customer books a listed professional. With fixed hours the time must be an open slot;
 * without, the customer proposes one inside the notice and horizon that no confirmed session
 * takes (either way 1358 when it is not free). The session lasts the service's length and costs
 * what priceFor says. A service booked instantly is confirmed at once; otherwise the request
 * waits, pending, for the professional's answer until it expires.
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
  const service = await ownServiceAndLocation(
    db,
    professional.id,
    request.service_id ?? null,
    request.location_id,
  );
  // An online session takes place nowhere: no place is asked for and none is kept.
  const online = service?.online ?? false;
  const locationId = online ? null : request.location_id;
  const missing = missingBookingChoices(request, Boolean(professional.flexible), online);
  if (missing.length > 0 || !request.starts_at || !service) throw new AppError(missing);

  const start = new Date(request.starts_at);
  const duration = service.durationMinutes;
  const rules = await checkFree(db, actor, professional.id, {
    start,
    duration,
    locationId,
    now,
    serviceId: service.id,
  });
  const instant = service.instantBooking;

  // The booking, the end of its hold and the jobs that tell of it stand or fall together.
  try {
    return await db.transaction(async (tx) => {
      const price = await priceFor(tx, actor.id, service);
      const [created] = await tx
        .insert(bookings)
        .values({
          professionalId: professional.id,
          customerId: actor.id,
          serviceId: service.id,
          locationId,
          preferredLocation: online || locationId ? null : preferred,
          startsAt: start,
          endsAt: new Date(start.getTime() + duration * MINUTE_MS),
          timeZone: rules.timeZone,
          status: instant ? 'confirmed' : 'pending',
          dateChosenBy: rules.fixedHours ? 'professional' : 'customer',
          note: request.note ?? '',
          expectations: request.expectations ?? '',
          priceMinor: price.priceMinor,
          currency: service.currency,
          packageSession: price.packageSession,
          cancellationNoticeHours: service.cancellationNoticeHours,
          expiresAt: instant ? start : expiresAt(now, start),
        })
        .returning();
      if (!created) throw new Error('booking insert returned no row');
      // The hold did its work: the booking now stands for the time.
      await tx
        .delete(bookingHolds)
        .where(
          and(
            eq(bookingHolds.professionalId, professional.id),
            eq(bookingHolds.customerId, actor.id),
          ),
        );
      await tellBookingChange(deps.jobs, tx, {
        // An instant booking is confirmed by the professional's own setting, not by a person now.
        kind: instant ? 'confirmed' : 'requested',
        bookingId: created.id,
        version: created.version,
        from: null,
        professionalId: professional.id,
        customerId: actor.id,
        actorId: instant ? null : actor.id,
        actorParty: instant ? 'professional' : 'customer',
        message: null,
        reason: null,
      });
      return created.id;
    });
  } catch (error) {
    // Another confirmed session took the time between the check and the insert.
    if (isOverlapRefusal(error)) throw new AppError({ code: 1358, field: 'starts_at' });
    throw error;
  }
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
    // After the insert: search's free slot is computed again (a mark after the change is safe).
    await markAvailabilityStale(db, professionalId);
    return created.id;
  } catch (error) {
    if (isOverlapRefusal(error)) throw new AppError({ code: 1358, field: 'starts_at' });
    throw error;
  }
}
