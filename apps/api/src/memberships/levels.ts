import { MEMBERSHIP_TITLES, type TMembership } from '@fitmarket/core/api/memberships';
import type { Language } from '@fitmarket/core/language';
import { MEMBERSHIPS } from '@fitmarket/core/limits';
import { MEMBERSHIP_PERKS } from '@fitmarket/core/rules/membership';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberships } from '../db/schema';

/** The levels and what each gives, titled in the visitor's language (from core, no query). */
export function membershipLevels(lang: Language): TMembership[] {
  return MEMBERSHIPS.map(({ id }) => {
    const perks = MEMBERSHIP_PERKS[id];
    return {
      id,
      title: MEMBERSHIP_TITLES[id][lang],
      perks: {
        max_photos: perks.maxPhotos,
        max_certificates: perks.maxCertificates,
        badge: perks.badge,
        ranking_weight: perks.rankingWeight,
      },
    };
  });
}

/** The levels as the memberships table names them, for the back-office. */
export function membershipTitles(db: Database) {
  return db
    .select({ id: memberships.id, title: memberships.title })
    .from(memberships)
    .orderBy(asc(memberships.id));
}
