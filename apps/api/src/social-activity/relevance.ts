import { hashtagText, type Relevance, scoreRelevance } from '@fitmarket/core/rules/social-activity';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  professionalServices,
  professionalSpecialities,
  services,
  socialItemMedia,
  socialItems,
  specialities,
} from '../db/schema';
import type { TextAnalyser } from '../search/language/analyser';
import { isStopword } from '../search/language/query-text';

/**
 * The relevance of a professional's imported posts (core rules/social-activity.ts holds the
 * rule; this reads its signals). Text goes through the search's own analyser, so a post
 * "Aamujoogaa Turussa" has the lexeme "jooga" (Voikko's compound parts and base forms) and
 * matches the speciality Jooga, as a search for "jooga" finds it.
 */

type Reader = Pick<Database, 'select' | 'selectDistinct'>;

/** Each speciality and service of the professional as the lexemes of both its labels. */
export async function interestsOf(
  db: Reader,
  analyser: TextAnalyser,
  userId: number,
): Promise<string[][]> {
  const labels = [
    ...(await db
      .select({ en: specialities.labelEn, fi: specialities.labelFi })
      .from(professionalSpecialities)
      .innerJoin(specialities, eq(specialities.id, professionalSpecialities.specialityId))
      .where(eq(professionalSpecialities.userId, userId))),
    ...(await db
      .selectDistinct({ en: services.labelEn, fi: services.labelFi })
      .from(professionalServices)
      .innerJoin(services, eq(services.id, professionalServices.serviceId))
      .where(eq(professionalServices.userId, userId))),
  ];
  return labels
    .map(({ en, fi }) =>
      analyser.documentLexemes(`${en} ${fi}`).filter((term) => !isStopword(term)),
    )
    .filter((terms) => terms.length > 0);
}

/** The lexemes of a caption and its hashtags read as words. */
export function postTerms(analyser: TextAnalyser, caption: string): Set<string> {
  return new Set(analyser.documentLexemes(`${caption} ${hashtagText(caption)}`));
}

const engagementOf = (item: { likes: number; comments: number }) => item.likes + item.comments;

/**
 * Scores every item of the professional again (after an import: a new post moves their mean
 * engagement) and stores the levels that changed. Answers how many changed.
 */
export async function rescoreItems(
  db: Database,
  analyser: TextAnalyser,
  userId: number,
  now = new Date(),
): Promise<number> {
  const interests = await interestsOf(db, analyser, userId);
  const items = await db
    .select({
      id: socialItems.id,
      caption: socialItems.caption,
      likes: socialItems.likes,
      comments: socialItems.comments,
      postedAt: socialItems.postedAt,
      relevance: socialItems.relevance,
    })
    .from(socialItems)
    .where(eq(socialItems.userId, userId));
  if (items.length === 0) return 0;
  const withMedia = new Set(
    (
      await db
        .selectDistinct({ id: socialItemMedia.itemId })
        .from(socialItemMedia)
        .innerJoin(socialItems, eq(socialItems.id, socialItemMedia.itemId))
        .where(eq(socialItems.userId, userId))
    ).map((row) => row.id),
  );
  const average = items.reduce((sum, item) => sum + engagementOf(item), 0) / items.length;
  let changed = 0;
  for (const item of items) {
    const relevance: Relevance = scoreRelevance({
      postTerms: postTerms(analyser, item.caption),
      interests,
      engagement: engagementOf(item),
      averageEngagement: average,
      postedAt: item.postedAt,
      now,
      hasMedia: withMedia.has(item.id),
    });
    if (relevance === item.relevance) continue;
    await db.update(socialItems).set({ relevance }).where(eq(socialItems.id, item.id));
    changed += 1;
  }
  return changed;
}
