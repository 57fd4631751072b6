import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialConnections, staffSecondFactors } from '../../src/db/schema';
import { createSecretBox } from '../../src/platform/secret-box';
import {
  openProviderToken,
  resealProviderTokens,
  sealProviderToken,
} from '../../src/social-activity/provider-token';
import { resealSecondFactors } from '../../src/staff/two-factor/second-factor';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** A v1 TOTP secret and a former token cipher's token, as databases hold them (secret-box.test.ts). */
const V1_KEY = Buffer.alloc(32, 7);
const V1_SEALED = 'v1.wBcRaYFpl0MG1mZE.790205L8adyaO90K_TaSdg.6vCpgsjXh3ji7ey11uZMrQ';
const TOKEN_KEY = Buffer.alloc(32, 9);
const TOKEN_BYTES = Buffer.from(
  'CdPPg2fPLSDqjAvnJJnkS4xvmCTMeCwBDJ3v3SW6Kzis8Gj9gkPjkMWe3A==',
  'base64',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('npm run reseal-secrets', () => {
  it('moves TOTP secrets and provider tokens of every older form and key to the current key', async () => {
    const db = t.deps.database.db;
    const old = randomBytes(32);
    const before = createSecretBox(new Map([['old', old]]));
    // The v1 fixture was sealed for user 42.
    const staffV1 = await createUser(db, { id: 42, role: 'admin' });
    const staffOld = await createUser(db, { role: 'admin' });
    const legacy = await createUser(db, { role: 'professional' });
    const sealedOld = await createUser(db, { role: 'professional' });
    await db.insert(staffSecondFactors).values([
      { userId: staffV1.id, sealedSecret: V1_SEALED, confirmedAt: new Date() },
      {
        userId: staffOld.id,
        sealedSecret: before.seal('KRSXG5CTMVRXEZLU', `staff-totp:${staffOld.id}`),
      },
    ]);
    const row = (userId: number) => ({
      userId,
      provider: 'instagram',
      accountId: `a${userId}`,
      accountName: 'yoga',
    });
    await db.insert(socialConnections).values([
      { ...row(legacy.id), token: TOKEN_BYTES, tokenKeyId: 'k1' },
      {
        ...row(sealedOld.id),
        ...sealProviderToken(before, { userId: sealedOld.id, provider: 'instagram' }, 'tok-2'),
      },
    ]);

    const fresh = randomBytes(32);
    const rotated = createSecretBox(
      new Map([
        ['new', fresh],
        ['old', old],
        ['k1', TOKEN_KEY],
        ['secret-box-key', V1_KEY],
      ]),
    );
    expect(await resealSecondFactors(db, rotated)).toBe(2);
    expect(await resealProviderTokens(db, rotated)).toBe(2);
    // Again: nothing is stale any more.
    expect(await resealSecondFactors(db, rotated)).toBe(0);
    expect(await resealProviderTokens(db, rotated)).toBe(0);

    // The older keys can go: the current one alone opens everything.
    const current = createSecretBox(new Map([['new', fresh]]));
    const factors = await db.select().from(staffSecondFactors);
    const secrets = Object.fromEntries(
      factors.map((f) => [f.userId, current.open(f.sealedSecret, `staff-totp:${f.userId}`)]),
    );
    expect(secrets).toEqual({
      [staffV1.id]: 'JBSWY3DPEHPK3PXP',
      [staffOld.id]: 'KRSXG5CTMVRXEZLU',
    });
    for (const factor of factors) expect(factor.sealedSecret).toMatch(/^v2\.new\./);
    for (const [userId, token] of [
      [legacy.id, 'IGQVJ-old-token'],
      [sealedOld.id, 'tok-2'],
    ] as const) {
      const [stored] = await db
        .select()
        .from(socialConnections)
        .where(eq(socialConnections.userId, userId));
      expect(stored?.tokenKeyId).toBe('new');
      expect(
        openProviderToken(current, {
          userId,
          provider: 'instagram',
          token: stored?.token ?? Buffer.alloc(0),
          tokenKeyId: 'new',
        }),
      ).toBe(token);
    }
  });
});
