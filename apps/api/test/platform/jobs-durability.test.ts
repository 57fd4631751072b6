import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase, openPostgres } from '../../src/db/client';
import { createWiredDeps } from '../../src/wiring';
import { bearer } from '../accounts/account-helpers';
import { bookableProfessional, localTime, signedInCustomer } from '../bookings/booking-helpers';
import { buildForTest, runBuilt, type Started, waitFor } from '../helpers/built-api';
import { startSmtpServer } from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createEmptyPostgresDatabase, migratedDataDir, testDbKind } from '../helpers/test-database';
import { TEST_PASSWORD } from '../helpers/users';

const silentLog = { info() {}, error() {} };

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const mailsTo = (received: string[], address: string) =>
  received.filter((mail) => mail.includes(`To: ${address}`));

describe('an SMTP server that is down for a while', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        JOBS_POLL_MS: '100',
        JOBS_RETRY_MAX_SECONDS: '1',
      },
    });
  });
  afterAll(async () => {
    await t.deps.jobs.stop();
    await t.close();
  });

  it('gets every queued mail once it is back, none twice', async () => {
    await t.deps.jobs.start();
    const addresses = [1, 2, 3, 4, 5].map((n) => `outage-${n}@example.com`);
    for (const to of addresses) {
      await t.deps.mail.send({ to, subject: `Hello ${to}`, text: 'Hello' });
    }
    // Each has failed at least once while nothing listened.
    await sleep(1500);

    const smtp = await startSmtpServer({ port });
    try {
      await until(
        () => addresses.every((to) => mailsTo(smtp.received, to).length > 0),
        20_000,
        'every mail',
      );
      // Retries still due would show up now.
      await sleep(2500);
      for (const to of addresses) expect(mailsTo(smtp.received, to)).toHaveLength(1);
      expect(smtp.received).toHaveLength(addresses.length);
    } finally {
      smtp.close();
    }
  });
});

/**
 * The production build on a database prepared here (PGlite folder or PostgreSQL database): a
 * booking is made, the server is killed while its e-mail is half-way to the SMTP server, and
 * started again on the same data.
 */
describe('a server killed between a booking and its e-mail', () => {
  let build: Awaited<ReturnType<typeof buildForTest>>;
  let dataDir = '';
  let dropDatabase = async () => {};
  let databaseEnv: Record<string, string> = {};
  const running: Started[] = [];

  beforeAll(async () => {
    build = await buildForTest();
    dataDir =
      testDbKind === 'pglite'
        ? await migratedDataDir('fitmarket-jobs-')
        : fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-jobs-'));
    databaseEnv = { DATA_DIR: dataDir };
  });
  afterAll(async () => {
    for (const started of running) started.child.kill('SIGKILL');
    build.remove();
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function openData(): Promise<DatabaseHandle> {
    if (testDbKind === 'pglite') return openDatabase({ dataDir });
    const empty = await createEmptyPostgresDatabase();
    dropDatabase = empty.drop;
    databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: empty.url };
    return openPostgres(empty.url);
  }

  /** A professional and a signed-in customer, written before the server opens the data. */
  async function prepare() {
    const database = await openData();
    await database.migrate();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const deps = createWiredDeps(config, database, silentLog);
    const app = await buildApp(deps, { area: 'marketplace' });
    await app.ready();
    const t = { app, deps } as unknown as TestApp;
    const pro = await bookableProfessional(t);
    const customer = await signedInCustomer(t);
    await app.close();
    await deps.pubsub.close();
    await database.close();
    return { pro, customer };
  }

  async function startServer(smtpUrl: string) {
    const started = runBuilt(build.dir, 'main.js', {
      ...databaseEnv,
      HOST: '127.0.0.1',
      WEB_PORT: '0',
      BACKOFFICE_PORT: '0',
      SMTP_URL: smtpUrl,
      // A production server names its payment provider; this one takes no payments.
      PAYMENTS_PROVIDER: 'test',
      JOBS_POLL_MS: '200',
      JOBS_LEASE_SECONDS: '2',
      LOG_LEVEL: 'info',
    });
    running.push(started);
    await waitFor(started, /marketplace on/);
    const web = started.output().match(/"listener":"web".*?listening at (http:\/\/[^"\s]+)/)?.[1];
    if (!web) throw new Error(`no web listener in:\n${started.output()}`);
    return { started, web };
  }

  it('sends the e-mail exactly once after the restart', async () => {
    const { pro, customer } = await prepare();
    const smtp = await startSmtpServer({ holdFirst: true });
    try {
      const first = await startServer(smtp.url);
      // Signed in with the running server (its tokens are its own).
      const login = await fetch(`${first.web}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: customer.user.email, password: TEST_PASSWORD }),
      });
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      const booked = await fetch(`${first.web}/v1/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(token) },
        body: JSON.stringify({
          professional_id: pro.user.id,
          service_id: pro.serviceId,
          location_id: pro.locationId,
          starts_at: localTime(3, '10:00'),
          duration_minutes: 60,
        }),
      });
      expect(booked.status).toBe(201);
      // The professional's mail is on the wire, unanswered: kill the server now.
      await smtp.held;
      first.started.child.kill('SIGKILL');
      await first.started.exited;
      expect(smtp.received).toEqual([]);

      await startServer(smtp.url);
      await until(() => mailsTo(smtp.received, pro.user.email).length > 0, 30_000, 'the mail');
      // A second delivery (another lease, a retry) would come within this.
      await sleep(4000);
      expect(mailsTo(smtp.received, pro.user.email)).toHaveLength(1);
      expect(smtp.received).toHaveLength(1);
    } finally {
      smtp.close();
    }
    // Migrating a data folder and starting the built server twice: minutes on a loaded machine.
  }, 240_000);
});
