import type { TSlots, TSlotsQuery } from '@fitmarket/core/api/bookings';
import { openSlots } from '@fitmarket/core/rules/bookings/availability';
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { isListedProfessional, professionalServices, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { loadAvailability } from './availability';
import { buffersOf, busyAround } from './create-booking';

/** Days one slots answer may cover. */
const MAX_SLOT_DAYS = 31;
const DEFAULT_SLOT_DAYS = 7;

/**
 * The open slots of a professional's profile for one session length, between two local dates
 * (today and the next 6 days unless asked). Guests see listed professionals only.
 */
export async function slotsOf(
  db: Database,
  viewer: Actor | null,
  slug: string,
  query: TSlotsQuery,
  now = new Date(),
): Promise<TSlots> {
  const [professional] = await db
    .select({ id: users.id, listed: sql<boolean>`${isListedProfessional(users)}` })
    .from(users)
    .where(and(eq(users.slug, slug), eq(users.role, 'professional')));
  if (!professional || (!professional.listed && !viewer)) throw new AppError({ code: 1302 });
  if (viewer)
    authorize(viewer, 'professional.view', {
      userId: professional.id,
      listed: professional.listed,
    });

  const rules = await loadAvailability(db, professional.id);
  // Only the professional's own service names buffers; another's is refused like a wrong place.
  if (query.service_id !== undefined) {
    const [own] = await db
      .select({ id: professionalServices.id })
      .from(professionalServices)
      .where(
        and(
          eq(professionalServices.id, query.service_id),
          eq(professionalServices.userId, professional.id),
        ),
      );
    if (!own) throw new AppError({ code: 1301, field: 'service_id' });
  }
  const buffers = await buffersOf(db, rules, query.service_id ?? null);
  const zone = rules.timeZone;
  const first = query.from
    ? DateTime.fromISO(query.from, { zone })
    : DateTime.fromJSDate(now, { zone }).startOf('day');
  const last = query.to
    ? DateTime.fromISO(query.to, { zone })
    : first.plus({ days: DEFAULT_SLOT_DAYS - 1 });
  if (last < first || last.diff(first, 'days').days >= MAX_SLOT_DAYS) {
    throw new AppError({ code: 1301, field: 'to' });
  }
  const from = first.startOf('day').toJSDate();
  const until = last.endOf('day').toJSDate();
  const slots = rules.fixedHours
    ? openSlots(
        rules,
        await busyAround(db, professional.id, from, until, viewer?.id ?? null, now),
        {
          durationMinutes: query.duration,
          locationId: query.location_id ?? null,
          now,
          buffers,
          from,
          until,
        },
      )
    : [];
  return {
    time_zone: zone,
    fixed_hours: rules.fixedHours,
    min_notice_minutes: rules.minNoticeMinutes,
    horizon_days: rules.horizonDays,
    slots: slots.map((slot) => ({
      start: DateTime.fromJSDate(slot.start, { zone }).toISO() ?? slot.start.toISOString(),
      end: DateTime.fromJSDate(slot.end, { zone }).toISO() ?? slot.end.toISOString(),
    })),
  };
}
