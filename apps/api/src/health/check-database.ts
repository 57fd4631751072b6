import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A real round trip: throws when the database does not answer. */
export async function checkDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How long a readiness check may take: a balancer asks every few seconds. */
export const READY_CHECK_TIMEOUT_MS = 2000;

/** `check`, or a rejection once `ms` have passed (a Redis that is down queues commands). */
export async function withinTime(check: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}
