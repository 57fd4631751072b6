import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { RecurringJob } from '../platform/jobs/job-scheduler';

/** As often as autovacuum would get to a table this busy. */
const EVERY_MS = 15 * 60_000;

/**
 * PGlite runs PostgreSQL single-user, where autovacuum never starts: the dead row versions that
 * every document refresh and availability update leaves would stay, and every search would read
 * them through the GIN index (the benchmark's unvacuumed table at 100,000: "jooga" around
 * Järvenpää 45 ms, 19 vacuumed; docs/performance.md). This job vacuums the search tables
 * instead; on PostgreSQL autovacuum does (wiring.ts registers it for PGlite only). A table with
 * nothing to clear costs a read of its visibility map and of the GIN index.
 */
export function searchVacuumJob(db: Database): RecurringJob {
  return {
    name: 'search-vacuum',
    everyMs: EVERY_MS,
    async run() {
      await db.execute(sql`vacuum analyze search_documents, search_locations`);
    },
  };
}
