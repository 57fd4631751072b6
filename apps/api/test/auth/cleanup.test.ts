import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  credentialCleanupJob,
  DEAD_CREDENTIAL_RETENTION_MS,
  deleteDeadCredentials,
} from '../../src/auth/cleanup';
import { createCode } from '../../src/auth/codes';
import type { DatabaseHandle } from '../../src/db/client';
import { accessTokens, oneTimeCodes, rateLimits } from '../../src/db/schema';
import { createInProcessScheduler } from '../../src/platform/jobs/in-process-scheduler';
import { createTestDatabase } from '../helpers/test-database';
import { createUser } from '../helpers/users';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const DAY_MS = 24 * 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const later = (ms: number) => new Date(Date.now() + ms);
const longAgo = () => ago(DEAD_CREDENTIAL_RETENTION_MS + DAY_MS);
const recently = () => ago(DAY_MS);

/** What is left in the three tables, by the labels the rows were given. */
async function remaining() {
  const db = database.db;
  return {
    tokens: (await db.select({ hash: accessTokens.tokenHash }).from(accessTokens))
      .map((row) => row.hash)
      .sort(),
    codes: (await db.select({ email: oneTimeCodes.email }).from(oneTimeCodes))
      .map((row) => row.email)
      .sort(),
    rateLimits: (await db.select({ key: rateLimits.key }).from(rateLimits))
      .map((row) => row.key)
      .sort(),
  };
}

async function fillTables() {
  const db = database.db;
  const { id: userId } = await createUser(db);
  await db.insert(accessTokens).values([
    { userId, tokenHash: 'live', expiresAt: later(DAY_MS) },
    { userId, tokenHash: 'revoked', expiresAt: later(DAY_MS), revokedAt: recently() },
    { userId, tokenHash: 'expired-recently', expiresAt: recently() },
    { userId, tokenHash: 'expired-long-ago', expiresAt: longAgo() },
  ]);
  const code = (email: string, values: { expiresAt: Date; usedAt?: Date }) => ({
    purpose: 'password_reset' as const,
    codeHash: email,
    email,
    ...values,
  });
  await createCode(db, { purpose: 'password_reset', email: 'fresh@example.com' });
  await db
    .insert(oneTimeCodes)
    .values([
      code('used-recently@example.com', { expiresAt: later(DAY_MS), usedAt: recently() }),
      code('used-long-ago@example.com', { expiresAt: later(DAY_MS), usedAt: longAgo() }),
      code('expired-recently@example.com', { expiresAt: recently() }),
      code('expired-long-ago@example.com', { expiresAt: longAgo() }),
    ]);
  await db.insert(rateLimits).values([
    { key: 'ip:counting', points: 3, expire: later(30_000) },
    { key: 'ip:minute-over', points: 30, expire: ago(1000) },
  ]);
}

describe('clean-up of dead credentials', () => {
  it('deletes revoked tokens, tokens and codes dead for over a week, and finished counters', async () => {
    await fillTables();
    expect(await deleteDeadCredentials(database.db)).toEqual({
      tokens: 2,
      codes: 2,
      rateLimits: 1,
    });
    expect(await remaining()).toEqual({
      // Recently expired ones stay, so a late click hears "expired", not "unknown".
      tokens: ['expired-recently', 'live'],
      codes: [
        'expired-recently@example.com',
        'fresh@example.com',
        'used-recently@example.com',
      ].sort(),
      rateLimits: ['ip:counting'],
    });
    expect(await deleteDeadCredentials(database.db)).toEqual({
      tokens: 0,
      codes: 0,
      rateLimits: 0,
    });
  });

  it('runs as a recurring job through the job scheduler', async () => {
    await database.db.insert(rateLimits).values({ key: 'ip:old', points: 1, expire: ago(1000) });
    const logged: object[] = [];
    const scheduler = createInProcessScheduler({ log: { info() {}, error() {} } });
    scheduler.every(
      credentialCleanupJob(database.db, { info: (obj) => logged.push(obj), error() {} }),
    );
    await scheduler.start();
    await scheduler.stop();
    expect(logged).toEqual([{ deleted: { tokens: 0, codes: 0, rateLimits: 1 } }]);
    expect((await remaining()).rateLimits).not.toContain('ip:old');
  });
});
