import type { TCatalogue, TMainService } from '@fitmarket/core/api/catalogue';
import type { Language } from '@fitmarket/core/language';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { services, specialities } from '../db/schema';

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
