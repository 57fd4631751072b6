import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import type { JobLog, RecurringJob } from '../platform/jobs/job-scheduler';
import { deleteDeadCodes } from './codes';
import { deleteDeadAccessTokens } from './tokens';

const HOUR_MS = 3_600_000;
/** How long a used or expired token or code is kept before the clean-up deletes it. */
export const DEAD_CREDENTIAL_RETENTION_MS = 7 * 24 * HOUR_MS;

/**
 * Deletes what can never be used again: revoked tokens, tokens and e-mailed codes used or expired
 * more than a week ago, and attempt counters whose minute is over. Without it these tables only
 * grow, and every sign-in and link look-up reads a bigger index.
 */
export async function deleteDeadCredentials(db: Database, now = new Date()) {
  const before = new Date(now.getTime() - DEAD_CREDENTIAL_RETENTION_MS);
  const tokens = await deleteDeadAccessTokens(db, before);
  const codes = await deleteDeadCodes(db, before);
  // An expired counter counts from zero at its next attempt anyway (auth/rate-limit.ts).
  const counters = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  return { tokens, codes, rateLimits: counters.length };
}

export function credentialCleanupJob(db: Database, log: JobLog): RecurringJob {
  return {
    name: 'credential-cleanup',
    everyMs: HOUR_MS,
    async run() {
      const deleted = await deleteDeadCredentials(db);
      log.info({ deleted }, 'dead tokens, codes and attempt counters deleted');
    },
  };
}
