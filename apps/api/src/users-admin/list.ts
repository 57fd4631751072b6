import {
  ADMIN_USERS_CSV_COLUMNS,
  type TAdminUser,
  type TAdminUsersFilter,
} from '@fitmarket/core/api/admin-users';
import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import { and, asc, count, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import { CSV_BATCH_SIZE, type CsvValue, keysetBatches } from '../csv/csv-export';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { adminUserColumns, toAdminUser } from './admin-user';

/** `%text%` for ILIKE, with the pattern characters the staff typed taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The filters as SQL. The name is matched as the same expression users_name_trgm_idx holds,
 * the e-mail through users_email_trgm_idx, so a search reads the trigram indexes, not every user.
 */
function filterWhere(filter: TAdminUsersFilter): SQL | undefined {
  const pattern = filter.search ? containing(filter.search) : undefined;
  return and(
    pattern
      ? or(
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
          ilike(users.email, pattern),
        )
      : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.membership ? eq(users.membershipId, filter.membership) : undefined,
    filter.blocked === undefined ? undefined : eq(users.blocked, filter.blocked),
    filter.published === undefined
      ? undefined
      : filter.published
        ? and(eq(users.role, 'professional'), eq(users.published, true))
        : sql`not (${users.role} = 'professional' and ${users.published})`,
  );
}

/** The list query itself (exported for the test that reads its plan). */
export function listQuery(db: Database, filter: TAdminUsersFilter, page: number, perPage: number) {
  return db
    .select(adminUserColumns)
    .from(users)
    .where(filterWhere(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

/** GET /v1/admin/users: one page, newest first, with the SPEC "Paged table data" meta. */
export async function listAdminUsers(
  db: Database,
  filter: TAdminUsersFilter,
  page: number,
  perPage: number,
): Promise<{ data: TAdminUser[]; meta: { pagination: TPagination } }> {
  const where = filterWhere(filter);
  const rows = await listQuery(db, filter, page, perPage);
  const [filtered] = await db.select({ n: count() }).from(users).where(where);
  const [all] = where ? await db.select({ n: count() }).from(users) : [filtered];
  const meta = pagination(filtered?.n ?? 0, page, perPage, rows.length);
  return {
    data: rows.map(toAdminUser),
    meta: { pagination: { ...meta, total: all?.n ?? 0 } },
  };
}

/**
 * GET /v1/admin/users/export.csv: every matching user, by id, in keyset batches (each batch
 * starts after the last id of the one before), so no row is ever skipped or repeated.
 */
export async function* adminUserCsvRows(
  db: Database,
  filter: TAdminUsersFilter,
  batchSize = CSV_BATCH_SIZE,
): AsyncGenerator<CsvValue[][]> {
  const where = filterWhere(filter);
  for await (const rows of keysetBatches(
    (after: { id: number } | null) =>
      db
        .select(adminUserColumns)
        .from(users)
        .where(and(where, after ? gt(users.id, after.id) : undefined))
        .orderBy(asc(users.id))
        .limit(batchSize),
    batchSize,
  )) {
    yield rows.map((row) => {
      const item = toAdminUser(row);
      return ADMIN_USERS_CSV_COLUMNS.map((column) => item[column]);
    });
  }
}
