import type { Language } from '@fitmarket/core/language';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/**
 * What every professional card and list item selects (the landing page, search results, the
 * back-office list, the public profile): who they are, the description in both languages,
 * membership and rating. `table` is `users` or an alias of it.
 */
export function professionalCardColumns(table: typeof users = users) {
  return {
    id: table.id,
    slug: table.slug,
    firstName: table.firstName,
    lastName: table.lastName,
    image: table.image,
    description: table.description,
    descriptionFi: table.descriptionFi,
    membershipId: table.membershipId,
    // Out of 5 with one decimal, exact (numeric) so that 4.45 shows as 4.5.
    rating: sql<
      number | null
    >`round(${table.ratingSum}::numeric / nullif(${table.ratingCount}, 0), 1)::float8`,
    ratingCount: table.ratingCount,
  };
}

/** A row of the card columns, as drizzle or a raw query (professionalCardSql) answers it. */
export interface ProfessionalCardRow {
  id: number;
  slug: string | null;
  firstName: string;
  lastName: string;
  image: string | null;
  description: string;
  descriptionFi: string | null;
  membershipId: number;
  rating: number | null;
  ratingCount: number;
}

/** The card columns in a raw query whose users table is `u`, named as in ProfessionalCardRow. */
export const professionalCardSql: SQL = sql.join(
  // The alias has the users table's columns; only the name they are qualified with differs.
  Object.entries(professionalCardColumns(alias(users, 'u') as unknown as typeof users)).map(
    ([name, column]) => sql`${column} as ${sql.identifier(name)}`,
  ),
  sql`, `,
);

/** A text the professional wrote in both languages, in `lang` with the other as fallback. */
export function inLanguage(en: string, fi: string | null, lang: Language): string {
  return lang === 'fi' ? fi || en : en || fi || '';
}

/** The fields every card of the API has, from the card columns. */
export function cardFields(row: ProfessionalCardRow, lang: Language) {
  return {
    id: row.id,
    // Publishing requires a slug; the column is nullable only for customers and staff.
    slug: row.slug ?? '',
    first_name: row.firstName,
    last_name: row.lastName,
    image: row.image,
    description: inLanguage(row.description, row.descriptionFi, lang),
    rating: row.rating,
    rating_count: row.ratingCount,
  };
}
