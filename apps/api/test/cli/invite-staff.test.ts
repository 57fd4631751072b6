import fs from 'node:fs';
import path from 'node:path';
import { errorText } from '@fitmarket/core/errors/error-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { staffInvitations } from '../../src/db/schema/auth';
import { mailOutbox } from '../../src/db/schema/mail';
import { buildForTest, runBuilt } from '../helpers/built-api';
import { startSmtpServer } from '../helpers/smtp-server';
import { migratedDataDir, testDbKind } from '../helpers/test-database';

// The command's SQL is the API's, run on both databases elsewhere; one run of the process is enough.
describe.skipIf(testDbKind === 'postgres')('invite-staff command', () => {
  let dataDir: string;
  let build: Awaited<ReturnType<typeof buildForTest>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    dataDir = await migratedDataDir('fitmarket-cli-');
    build = await buildForTest();
    smtp = await startSmtpServer();
  });
  afterAll(() => {
    smtp.close();
    build.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * `npm run invite-staff` is how the first owner of a new installation gets in. The command
   * runs as an operator runs it: the build, plain Node, production settings, an embedded
   * database in a data folder, mail through SMTP.
   */
  async function inviteStaff(...args: string[]) {
    const run = runBuilt(
      build.dir,
      'invite-staff.js',
      { DATA_DIR: dataDir, SMTP_URL: smtp.url, BACKOFFICE_URL: 'https://admin.fitmarket.example' },
      args,
    );
    const code = await run.exited;
    return { code, output: run.output() };
  }

  it('invites the first owner into a new installation and mails them a sign-up link', async () => {
    const result = await inviteStaff('First.Owner@Example.com');
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('Invited first.owner@example.com as owner');
    // A lost link is asked for again at step 1.
    expect(result.output).toContain('https://admin.fitmarket.example/signup/step/1');
    // Quoted-printable breaks long lines with a trailing "=".
    const delivered = smtp.received.at(-1)?.replaceAll(/=\r?\n/g, '');
    expect(delivered).toMatch(/https:\/\/admin\.fitmarket\.example\/register\/\S+/);

    const database = await openDatabase({ dataDir });
    try {
      const invitations = await database.db.select().from(staffInvitations);
      expect(invitations).toMatchObject([{ email: 'first.owner@example.com', role: 'owner' }]);
      // Delivered, and in the outbox only as a record: no link that opens the invitation.
      const mails = await database.db.select().from(mailOutbox);
      expect(mails).toMatchObject([{ to: 'first.owner@example.com', status: 'sent', links: [] }]);
      expect(mails[0]?.text).not.toContain('https://');
    } finally {
      await database.close();
    }
  }, 60_000);

  it('invites an admin when asked, and refuses a role that is not staff', async () => {
    const admin = await inviteStaff('colleague@example.com', '--role', 'admin');
    expect(admin.code, admin.output).toBe(0);
    expect(admin.output).toContain('as admin');

    const customer = await inviteStaff('someone@example.com', '--role', 'customer');
    expect(customer.code).toBe(2);
    expect(customer.output).toContain('Usage: invite-staff <email> [--role owner|admin]');
  }, 60_000);

  it('says what to set when it has no way to mail the link', async () => {
    const run = runBuilt(build.dir, 'invite-staff.js', { DATA_DIR: dataDir }, [
      'first@example.com',
    ]);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('SMTP_URL is not set');
  }, 60_000);

  it('refuses while a running server holds the data folder, whose rows it would lose', async () => {
    const lock = path.join(dataDir, 'server.pid');
    // This test process stands in for the server: it is alive.
    fs.writeFileSync(lock, String(process.pid));
    try {
      const refused = await inviteStaff('late@example.com');
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`in use by the server (process ${process.pid})`);
    } finally {
      fs.rmSync(lock);
    }
  }, 60_000);

  it('refuses a missing address with the usage line and an invalid one with 1018', async () => {
    const missing = await inviteStaff();
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('Usage: invite-staff');

    const invalid = await inviteStaff('not-an-address');
    expect(invalid.code).toBe(1);
    expect(invalid.output).toContain(errorText(1018, 'en'));
  }, 60_000);
});
