import type { TAffiliate } from '@fitmarket/core/api/affiliates';
import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { affiliatePartners, professionalAffiliates, users } from '../db/schema';

/** `%` and `_` typed by staff are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The professionals affiliates page (SPEC §2 back-office 3): each professional's partners and
 * codes, newest first (professional_affiliates_created_idx), optionally narrowed by a part of
 * the professional's name, the partner's name or the code.
 */
export async function listAffiliates(
  db: Database,
  search: string | undefined,
  page: number,
  perPage: number,
): Promise<{ data: TAffiliate[]; meta: { pagination: TPagination } }> {
  const pattern = search ? likePattern(search) : null;
  const where = pattern
    ? or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(affiliatePartners.name, pattern),
        ilike(professionalAffiliates.code, pattern),
      )
    : undefined;
  const rows = await db
    .select({
      id: professionalAffiliates.id,
      user_id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      image: users.image,
      slug: users.slug,
      name: affiliatePartners.name,
      code: professionalAffiliates.code,
      created: professionalAffiliates.createdAt,
    })
    .from(professionalAffiliates)
    .innerJoin(users, eq(users.id, professionalAffiliates.userId))
    .innerJoin(affiliatePartners, eq(affiliatePartners.id, professionalAffiliates.partnerId))
    .where(where)
    .orderBy(desc(professionalAffiliates.createdAt), desc(professionalAffiliates.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const count = sql<number>`count(*)::int`;
  const [filtered] = await db
    .select({ count })
    .from(professionalAffiliates)
    .innerJoin(users, eq(users.id, professionalAffiliates.userId))
    .innerJoin(affiliatePartners, eq(affiliatePartners.id, professionalAffiliates.partnerId))
    .where(where);
  const [all] = pattern ? await db.select({ count }).from(professionalAffiliates) : [filtered];
  return {
    data: rows.map((row) => ({ ...row, created: row.created.toISOString() })),
    meta: {
      pagination: {
        ...pagination(filtered?.count ?? 0, page, perPage, rows.length),
        total: all?.count ?? 0,
      },
    },
  };
}
