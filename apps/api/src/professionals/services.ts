import type { TServicesRequest } from '@fitmarket/core/api/professional-profile';
import { serviceFieldCodes, validateServiceCount } from '@fitmarket/core/rules/profile';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { professionalServices, services } from '../db/schema';
import { AppError, type AppErrorItem } from '../errors/app-error';
import { refreshSearchDocuments } from '../search/search-document';
import { lockProfile } from './own-profile';

/** Sub-services among `ids`: only children of the tree are priced, never a main service. */
async function subServiceIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(inArray(services.id, ids), isNotNull(services.parentId)));
  return new Set(rows.map((row) => row.id));
}

/**
 * PUT /v1/me/professional/services: the list as sent, in its order, in one transaction. A
 * service sent with its id is changed in place, so what points at it (bookings) stays right;
 * one without is added; one left out is removed. Every problem of every row is reported at
 * once, on its row's field.
 */
export async function saveServices(
  db: Database,
  userId: number,
  input: TServicesRequest,
): Promise<void> {
  const countCode = validateServiceCount(input.services.length);
  if (countCode !== null) throw new AppError({ code: countCode, field: 'services' });

  await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    const known = await subServiceIds(
      tx,
      input.services.map((service) => service.service_id),
    );
    const ownIds = new Set(
      (
        await tx
          .select({ id: professionalServices.id })
          .from(professionalServices)
          .where(eq(professionalServices.userId, userId))
      ).map((row) => row.id),
    );
    const problems: AppErrorItem[] = input.services.flatMap((service, index) => {
      const at = (name: string, code: AppErrorItem['code'] = 1301): AppErrorItem => ({
        code,
        field: `services.${index}.${name}`,
      });
      const codes = serviceFieldCodes(service);
      return [
        // Another professional's service, or one already removed, cannot be changed here.
        ...(service.id === undefined || ownIds.has(service.id) ? [] : [at('id')]),
        ...(known.has(service.service_id) ? [] : [at('service_id')]),
        ...(['duration_minutes', 'price_minor', 'sessions'] as const).flatMap((name) => {
          const code = codes[name];
          return code === null ? [] : [at(name, code)];
        }),
      ];
    });
    if (problems.length > 0) throw new AppError(problems);

    const rows = input.services.map((service, position) => ({
      userId,
      serviceId: service.service_id,
      priceMinor: service.price_minor,
      // Prices are in the profile's currency (basic info).
      currency: profile.currency,
      durationMinutes: service.duration_minutes,
      discountPercent: service.discount_percent,
      sessions: service.sessions,
      firstSessionDiscountPercent: service.first_session_discount_percent,
      description: service.description,
      packageDescription: service.package_description,
      instantBooking: service.instant_booking,
      online: service.online,
      bufferBeforeMinutes: service.buffer_before_minutes,
      bufferAfterMinutes: service.buffer_after_minutes,
      position,
    }));
    const keptIds = input.services.flatMap((service) => (service.id ? [service.id] : []));
    const removedIds = [...ownIds].filter((id) => !keptIds.includes(id));
    if (removedIds.length > 0) {
      await tx.delete(professionalServices).where(inArray(professionalServices.id, removedIds));
    }
    for (const [index, service] of input.services.entries()) {
      if (service.id === undefined) continue;
      await tx
        .update(professionalServices)
        .set(rows[index] ?? {})
        .where(eq(professionalServices.id, service.id));
    }
    const added = rows.filter((_, index) => input.services[index]?.id === undefined);
    if (added.length > 0) await tx.insert(professionalServices).values(added);
    await refreshSearchDocuments(tx, [userId]);
  });
}
