import type { TLanding, TProfessionalCard } from '@fitmarket/core/api/landing';
import type { Language } from '@fitmarket/core/language';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  isListedProfessional,
  professionalLocations,
  professionalServices,
  professionalSpecialities,
  specialities,
  users,
} from '../db/schema';
import { cardFields, professionalCardColumns } from '../shared/professional-card';

/** Cards on the landing page: four rows of three. */
export const FEATURED_PROFESSIONALS = 12;

const isListed = isListedProfessional(users);

/** `desc nulls last` on every column, as the index has it (plain `desc` puts nulls first). */
const FEATURED_ORDER = [
  users.membershipId,
  users.ratingAverage,
  users.ratingCount,
  users.createdAt,
  users.id,
].map((column) => sql`${column} desc nulls last`);

function specialityLabel(lang: Language) {
  return lang === 'fi' ? specialities.labelFi : specialities.labelEn;
}

/**
 * Everything the marketplace front page shows, in four queries whatever the number of
 * professionals: featured cards, their specialities, speciality counts and totals.
 */
export async function getLanding(db: Database, lang: Language): Promise<TLanding> {
  const [featured, specialityCounts, stats] = await Promise.all([
    getFeaturedProfessionals(db, lang),
    getSpecialityCounts(db, lang),
    getStats(db),
  ]);
  return { professionals: featured, specialities: specialityCounts, stats };
}

async function getFeaturedProfessionals(
  db: Database,
  lang: Language,
): Promise<TProfessionalCard[]> {
  // Per-professional sub-queries joined laterally, each served by an index on the user id.
  const cheapestService = db
    .select({
      amountMinor: professionalServices.priceMinor,
      currency: professionalServices.currency,
    })
    .from(professionalServices)
    .where(eq(professionalServices.userId, users.id))
    .orderBy(asc(professionalServices.priceMinor), asc(professionalServices.id))
    .limit(1)
    .as('cheapest_service');
  const firstLocation = db
    .select({ city: professionalLocations.city })
    .from(professionalLocations)
    .where(eq(professionalLocations.userId, users.id))
    .orderBy(asc(professionalLocations.position), asc(professionalLocations.id))
    .limit(1)
    .as('first_location');

  const rows = await db
    .select({
      ...professionalCardColumns(),
      priceMinor: cheapestService.amountMinor,
      priceCurrency: cheapestService.currency,
      city: firstLocation.city,
    })
    .from(users)
    .leftJoinLateral(cheapestService, sql`true`)
    .leftJoinLateral(firstLocation, sql`true`)
    .where(isListed)
    // Premium first, then the best rated (more reviews break ties), then the newest: exactly
    // the order of users_listed_professionals_featured_idx, so the database reads only the
    // first twelve entries of that index, however many professionals there are.
    .orderBy(...FEATURED_ORDER)
    .limit(FEATURED_PROFESSIONALS);

  const labels = await getSpecialitiesOf(
    db,
    lang,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...cardFields(row, lang),
    city: row.city,
    specialities: labels.get(row.id) ?? [],
    price_from:
      row.priceMinor === null || row.priceCurrency === null
        ? null
        : { amount_minor: row.priceMinor, currency: row.priceCurrency },
    membership_id: row.membershipId,
  }));
}

/** Specialities of the given professionals in the order each put them, by professional id. */
async function getSpecialitiesOf(db: Database, lang: Language, userIds: number[]) {
  const byUser = new Map<number, TProfessionalCard['specialities']>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: professionalSpecialities.userId,
      id: specialities.id,
      slug: specialities.slug,
      label: specialityLabel(lang),
    })
    .from(professionalSpecialities)
    .innerJoin(specialities, eq(specialities.id, professionalSpecialities.specialityId))
    .where(inArray(professionalSpecialities.userId, userIds))
    .orderBy(asc(professionalSpecialities.position), asc(specialities.id));
  for (const { userId, ...speciality } of rows) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), speciality]);
  }
  return byUser;
}

/** Specialities that at least one listed professional has, most common first. */
function getSpecialityCounts(db: Database, lang: Language) {
  const professionalCount = sql<number>`count(*)::int`;
  return db
    .select({
      id: specialities.id,
      slug: specialities.slug,
      label: specialityLabel(lang),
      professional_count: professionalCount,
    })
    .from(specialities)
    .innerJoin(professionalSpecialities, eq(professionalSpecialities.specialityId, specialities.id))
    .innerJoin(users, and(eq(users.id, professionalSpecialities.userId), isListed))
    .groupBy(specialities.id)
    .orderBy(desc(professionalCount), asc(specialityLabel(lang)));
}

/** Listed professionals, and the cities they work in. */
async function getStats(db: Database): Promise<TLanding['stats']> {
  const [[professionals], [cities]] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(users).where(isListed),
    db
      .select({ count: sql<number>`count(distinct ${professionalLocations.city})::int` })
      .from(professionalLocations)
      .innerJoin(users, and(eq(users.id, professionalLocations.userId), isListed)),
  ]);
  return { professionals: professionals?.count ?? 0, cities: cities?.count ?? 0 };
}
