import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { errorText } from '@fitmarket/core/errors/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { staffInvitations } from '../../src/db/schema/auth';
import { mailOutbox } from '../../src/db/schema/mail';
import { testDbKind } from '../helpers/test-database';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run invite-staff` is how the first owner of a new installation gets in. The command runs
 * as an operator would run it, in its own process, on an embedded database in a data folder.
 */
async function inviteStaff(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'src/cli/invite-staff.ts', ...args], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: '',
        BACKOFFICE_URL: 'https://admin.fitmarket.example',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// The command's SQL is the API's, run on both databases elsewhere; one run of the process is enough.
describe.skipIf(testDbKind === 'postgres')('invite-staff command', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('invites the first owner into a new installation and mails them a sign-up link', async () => {
    const result = await inviteStaff(dataDir, 'First.Owner@Example.com');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Invited first.owner@example.com as owner');
    expect(result.stdout).toContain('https://admin.fitmarket.example/signup/step/1');

    const database = await openDatabase({ dataDir });
    try {
      const invitations = await database.db.select().from(staffInvitations);
      expect(invitations).toMatchObject([{ email: 'first.owner@example.com', role: 'owner' }]);
      const mails = await database.db.select().from(mailOutbox);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to).toBe('first.owner@example.com');
      expect(mails[0]?.links[0]).toMatch(/^https:\/\/admin\.fitmarket\.example\/register\/\S+$/);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('invites an admin when asked, and refuses a role that is not staff', async () => {
    const admin = await inviteStaff(dataDir, 'colleague@example.com', '--role', 'admin');
    expect(admin.code, admin.stderr).toBe(0);
    expect(admin.stdout).toContain('as admin');

    const customer = await inviteStaff(dataDir, 'someone@example.com', '--role', 'customer');
    expect(customer.code).toBe(2);
    expect(customer.stderr).toContain('Usage: invite-staff <email> [--role owner|admin]');
  }, 60_000);

  it('refuses a missing address with the usage line and an invalid one with 1018', async () => {
    const missing = await inviteStaff(dataDir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: invite-staff');

    const invalid = await inviteStaff(dataDir, 'not-an-address');
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain(errorText(1018, 'en'));
  }, 60_000);
});
