import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { staffSecondFactors } from '../../src/db/schema';
import { createSecretBox } from '../../src/platform/secret-box';
import { buildForTest, runBuilt } from '../helpers/built-api';
import { migratedDataDir, testDbKind } from '../helpers/test-database';
import { createUser } from '../helpers/users';

// What it reseals is tested on both databases (platform/reseal-secrets.test.ts); here the command.
describe.skipIf(testDbKind === 'postgres')('reseal-secrets command', () => {
  let dataDir: string;
  let build: Awaited<ReturnType<typeof buildForTest>>;
  beforeAll(async () => {
    dataDir = await migratedDataDir('fitmarket-cli-');
    build = await buildForTest();
  });
  afterAll(() => {
    build.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seals stored secrets again with the first key of SECRET_BOX_KEYS', async () => {
    const [k1, k2] = [randomBytes(32), randomBytes(32)];
    const database = await openDatabase({ dataDir });
    const staff = await createUser(database.db, { role: 'admin' });
    const context = `staff-totp:${staff.id}`;
    await database.db.insert(staffSecondFactors).values({
      userId: staff.id,
      sealedSecret: createSecretBox(new Map([['k1', k1]])).seal('KRSXG5CTMVRXEZLU', context),
    });
    await database.close();

    const keys = `k2:${k2.toString('base64')},k1:${k1.toString('base64')}`;
    const run = runBuilt(build.dir, 'reseal-secrets.js', {
      DATA_DIR: dataDir,
      SECRET_BOX_KEYS: keys,
    });
    expect(await run.exited, run.output()).toBe(0);
    expect(run.output()).toContain('Sealed with key k2: 1 TOTP secret(s), 0 provider token(s).');

    const after = await openDatabase({ dataDir });
    try {
      const [row] = await after.db.select().from(staffSecondFactors);
      const k2Only = createSecretBox(new Map([['k2', k2]]));
      expect(k2Only.open(row?.sealedSecret ?? '', context)).toBe('KRSXG5CTMVRXEZLU');
    } finally {
      await after.close();
    }
  });
});
