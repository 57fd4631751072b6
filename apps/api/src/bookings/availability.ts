import type { TAvailability, TAvailabilityRequest } from '@fitmarket/core/api/bookings';
import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  DEFAULT_MIN_NOTICE_MINUTES,
  DEFAULT_TIME_ZONE,
} from '@fitmarket/core/limits';
import {
  type AvailabilityRules,
  availabilityRangeErrors,
  wallMinutes,
} from '@fitmarket/core/rules/bookings/availability';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  availabilityExceptions,
  availabilityHours,
  availabilitySettings,
  professionalLocations,
} from '../db/schema';
import { AppError } from '../errors/app-error';
import { markAvailabilityStale } from '../search/availability';

type Reader = Pick<Database, 'select'>;

const defaults = {
  timeZone: DEFAULT_TIME_ZONE,
  fixedHours: true,
  minNoticeMinutes: DEFAULT_MIN_NOTICE_MINUTES,
  horizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  version: 1,
};

const wall = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A professional's availability as the slot computation reads it, with their settings. */
export async function loadAvailability(
  db: Reader,
  userId: number,
): Promise<AvailabilityRules & { fixedHours: boolean; version: number }> {
  const [settings] = await db
    .select()
    .from(availabilitySettings)
    .where(eq(availabilitySettings.userId, userId));
  const hours = await db
    .select()
    .from(availabilityHours)
    .where(eq(availabilityHours.userId, userId))
    .orderBy(asc(availabilityHours.weekday), asc(availabilityHours.startMinute));
  const exceptions = await db
    .select()
    .from(availabilityExceptions)
    .where(eq(availabilityExceptions.userId, userId))
    .orderBy(asc(availabilityExceptions.date), asc(availabilityExceptions.startMinute));
  const { userId: _, ...chosen } = settings ?? { userId, ...defaults };
  return {
    ...chosen,
    weekly: hours.map((row) => ({
      weekday: row.weekday,
      start: wall(row.startMinute),
      end: wall(row.endMinute),
      locationId: row.locationId,
    })),
    exceptions: exceptions.map((row) => ({
      date: row.date,
      kind: row.kind,
      start: row.startMinute === null ? null : wall(row.startMinute),
      end: row.endMinute === null ? null : wall(row.endMinute),
      locationId: row.locationId,
    })),
  };
}

export function availabilityAnswer(
  rules: Awaited<ReturnType<typeof loadAvailability>>,
): TAvailability {
  return {
    time_zone: rules.timeZone,
    fixed_hours: rules.fixedHours,
    min_notice_minutes: rules.minNoticeMinutes,
    horizon_days: rules.horizonDays,
    buffer_before_minutes: rules.bufferBeforeMinutes,
    buffer_after_minutes: rules.bufferAfterMinutes,
    weekly: rules.weekly.map((hours) => ({
      weekday: hours.weekday,
      start: hours.start,
      end: hours.end,
      location_id: hours.locationId,
    })),
    exceptions: rules.exceptions.map((exception) => ({
      date: exception.date,
      kind: exception.kind,
      start: exception.start,
      end: exception.end,
      location_id: exception.locationId,
    })),
    version: rules.version,
  };
}

/** Every range must end after it starts; an `extra` range needs both times (core rules). */
function checkRanges(request: TAvailabilityRequest) {
  const errors = availabilityRangeErrors(request);
  if (errors.length > 0) throw new AppError(errors);
}

/**
 * Replaces the professional's availability in one transaction. The version the screen showed
 * must still be current (1350); locations must be the professional's own (1301).
 */
export async function saveAvailability(
  db: Database,
  userId: number,
  request: TAvailabilityRequest,
): Promise<TAvailability> {
  checkRanges(request);
  const locationIds = [
    ...new Set(
      [...request.weekly, ...request.exceptions].flatMap((range) =>
        range.location_id === null ? [] : [range.location_id],
      ),
    ),
  ];
  await db.transaction(async (tx) => {
    if (locationIds.length > 0) {
      const own = await tx
        .select({ id: professionalLocations.id })
        .from(professionalLocations)
        .where(
          and(
            eq(professionalLocations.userId, userId),
            inArray(professionalLocations.id, locationIds),
          ),
        );
      const ownIds = new Set(own.map((row) => row.id));
      const index = request.weekly.findIndex(
        (hours) => hours.location_id !== null && !ownIds.has(hours.location_id),
      );
      if (index >= 0 || own.length < locationIds.length) {
        throw new AppError({
          code: 1301,
          field: index >= 0 ? `weekly.${index}.location_id` : 'exceptions',
        });
      }
    }
    const values = {
      timeZone: request.time_zone,
      fixedHours: request.fixed_hours,
      minNoticeMinutes: request.min_notice_minutes,
      horizonDays: request.horizon_days,
      bufferBeforeMinutes: request.buffer_before_minutes,
      bufferAfterMinutes: request.buffer_after_minutes,
    };
    // Defaults show as version 1 and every save moves the version on, so two screens that
    // both showed one version cannot both save: the second finds a newer one (1368).
    const next = { ...values, version: request.version + 1 };
    const [saved] =
      request.version === 1
        ? await tx
            .insert(availabilitySettings)
            .values({ userId, ...next })
            .onConflictDoUpdate({
              target: availabilitySettings.userId,
              set: next,
              setWhere: eq(availabilitySettings.version, 1),
            })
            .returning({ version: availabilitySettings.version })
        : await tx
            .update(availabilitySettings)
            .set(next)
            .where(
              and(
                eq(availabilitySettings.userId, userId),
                eq(availabilitySettings.version, request.version),
              ),
            )
            .returning({ version: availabilitySettings.version });
    if (!saved) throw new AppError({ code: 1368 });
    await tx.delete(availabilityHours).where(eq(availabilityHours.userId, userId));
    await tx.delete(availabilityExceptions).where(eq(availabilityExceptions.userId, userId));
    if (request.weekly.length > 0) {
      await tx.insert(availabilityHours).values(
        request.weekly.map((hours) => ({
          userId,
          weekday: hours.weekday,
          startMinute: wallMinutes(hours.start),
          endMinute: wallMinutes(hours.end),
          locationId: hours.location_id,
        })),
      );
    }
    // Search's "available this week" computes the professional's free slot again.
    await markAvailabilityStale(tx, userId);
    if (request.exceptions.length > 0) {
      await tx.insert(availabilityExceptions).values(
        request.exceptions.map((exception) => ({
          userId,
          date: exception.date,
          kind: exception.kind,
          startMinute: exception.start === null ? null : wallMinutes(exception.start),
          endMinute: exception.end === null ? null : wallMinutes(exception.end),
          locationId: exception.location_id,
        })),
      );
    }
  });
  return availabilityAnswer(await loadAvailability(db, userId));
}
