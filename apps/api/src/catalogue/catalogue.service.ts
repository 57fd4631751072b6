import type {
  TAdminService,
  TAdminSpeciality,
  TCatalogue,
  TMainService,
} from '@fitmarket/core/api/catalogue';
import type { Language } from '@fitmarket/core/language';
import { asc, countDistinct, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  professionalServices,
  professionalSpecialities,
  services,
  specialities,
} from '../db/schema';

/** Specialities and the service tree (reference-data.ts) with labels in `lang`. */
export async function getCatalogue(db: Database, lang: Language): Promise<TCatalogue> {
  const specialityLabel = lang === 'fi' ? specialities.labelFi : specialities.labelEn;
  const specialityRows = await db
    .select({ id: specialities.id, slug: specialities.slug, label: specialityLabel })
    .from(specialities)
    .orderBy(asc(specialityLabel), asc(specialities.id));
  // The tree in the order it was written (ids follow reference-data.ts).
  const serviceRows = await db.select().from(services).orderBy(asc(services.id));

  const label = (row: (typeof serviceRows)[number]) => (lang === 'fi' ? row.labelFi : row.labelEn);
  const mains = new Map<number, TMainService>();
  for (const row of serviceRows) {
    if (row.parentId === null) {
      mains.set(row.id, { id: row.id, slug: row.slug, label: label(row), children: [] });
    }
  }
  for (const row of serviceRows) {
    if (row.parentId !== null) {
      mains.get(row.parentId)?.children.push({ id: row.id, slug: row.slug, label: label(row) });
    }
  }
  return { specialities: specialityRows, services: [...mains.values()] };
}

/** The specialities with both labels and how many professionals list each (back-office filters). */
export function adminSpecialities(db: Database): Promise<TAdminSpeciality[]> {
  return db
    .select({
      id: specialities.id,
      slug: specialities.slug,
      label_en: specialities.labelEn,
      label_fi: specialities.labelFi,
      professionals: countDistinct(professionalSpecialities.userId),
    })
    .from(specialities)
    .leftJoin(professionalSpecialities, eq(professionalSpecialities.specialityId, specialities.id))
    .groupBy(specialities.id)
    .orderBy(asc(specialities.labelEn), asc(specialities.id));
}

/**
 * The service tree with both labels and how many professionals offer each service; a main
 * service counts those offering it or any of its children (back-office filters).
 */
export async function adminServices(db: Database): Promise<TAdminService[]> {
  const rows = await db
    .select({
      id: services.id,
      parentId: services.parentId,
      slug: services.slug,
      label_en: services.labelEn,
      label_fi: services.labelFi,
      professionals: countDistinct(professionalServices.userId),
    })
    .from(services)
    .leftJoin(professionalServices, eq(professionalServices.serviceId, services.id))
    .groupBy(services.id)
    .orderBy(asc(services.id));
  // Per main service: the professionals offering it or any of its children, each once.
  const mainId = sql<number>`coalesce(${services.parentId}, ${services.id})`;
  const offered = await db
    .select({ mainId, professionals: countDistinct(professionalServices.userId) })
    .from(professionalServices)
    .innerJoin(services, eq(services.id, professionalServices.serviceId))
    .groupBy(mainId);
  const mains = new Map<number, TAdminService>();
  for (const { parentId, ...row } of rows) {
    if (parentId === null) {
      const inTree = offered.find((entry) => entry.mainId === row.id)?.professionals ?? 0;
      mains.set(row.id, { ...row, professionals: inTree, children: [] });
    }
  }
  for (const { parentId, ...row } of rows) {
    if (parentId !== null) mains.get(parentId)?.children.push(row);
  }
  return [...mains.values()];
}
