import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A real round trip: throws when the database does not answer. */
export async function checkDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
