import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Rows of a raw query: PGlite and node-postgres both answer `{ rows }` through drizzle. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
