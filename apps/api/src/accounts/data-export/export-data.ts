import { DATA_EXPORT_FORMAT, type TDataExport } from '@fitmarket/core/api/data-export';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { EXPORTED_TABLES } from './export-tables';

/**
 * Everything stored about one person (GDPR Art. 15 and 20), read in one transaction so the
 * sections agree with each other. Rows keep their stored fields, minus each table's secrets.
 */
export async function exportPersonalData(db: Database, userId: number): Promise<TDataExport> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!owner) throw new AppError({ code: 1302 }, 404);
    const sections: TDataExport['sections'] = {};
    for (const [section, { table, rows, omit = [] }] of Object.entries(EXPORTED_TABLES)) {
      const found = (await tx.select().from(table).where(rows(owner))) as Record<string, unknown>[];
      sections[section] = found.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([key]) => !omit.includes(key))),
      );
    }
    return {
      format: DATA_EXPORT_FORMAT,
      exportedAt: new Date().toISOString(),
      userId,
      sections,
    };
  });
}
