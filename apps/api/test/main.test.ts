import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildForTest,
  listenerAddresses,
  runBuilt,
  type Started,
  waitFor,
} from './helpers/built-api';
import { migratedDataDir, testDbKind } from './helpers/test-database';

/** What GET /v1/landing answers, as far as these tests read it. */
type TLanding = { data: { stats: { professionals: number } } };

const demoOwner = { email: 'owner@fitmarket.local', password: 'Fitmarket-demo-2026' };

/** The server as production runs it: the build, plain Node, only the given settings. */
function startServer(build: string, env: Record<string, string>): Started {
  return runBuilt(build, 'main.js', env);
}

async function stop(started: Started) {
  started.child.kill('SIGTERM');
  return started.exited;
}

function signInAsDemoOwner(backoffice: string) {
  return fetch(`${backoffice}/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...demoOwner,
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      grant_type: 'password',
    }),
  });
}

// One process start is slow; the server's SQL is tested on both databases elsewhere.
describe.skipIf(testDbKind === 'postgres')('the built server process', () => {
  const dataDirs: string[] = [];
  let build: Awaited<ReturnType<typeof buildForTest>>;
  beforeAll(async () => {
    build = await buildForTest();
  });
  afterAll(() => {
    build.remove();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  async function newDataDir() {
    const dir = await migratedDataDir('fitmarket-main-');
    dataDirs.push(dir);
    return dir;
  }
  const freePorts = { HOST: '127.0.0.1', WEB_PORT: '0', BACKOFFICE_PORT: '0' };
  // Production needs a mail server (nothing here sends mail) and a payments provider chosen.
  const mailer = { SMTP_URL: 'smtp://127.0.0.1:1', PAYMENTS_PROVIDER: 'test' };

  it('refuses a wrong setting with a message naming the variable, and exits 1', async () => {
    const started = startServer(build.dir, {
      DATA_DIR: await newDataDir(),
      WEB_PORT: 'three thousand',
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('Invalid configuration');
    expect(started.output()).toContain('WEB_PORT="three thousand"');
  }, 120_000);

  it('refuses to start outside the demo without a way to send mail, naming SMTP_URL', async () => {
    const started = startServer(build.dir, { DATA_DIR: await newDataDir(), ...freePorts });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('SMTP_URL is not set');
  }, 120_000);

  it('refuses the test payments provider in production unless it is set explicitly', async () => {
    const started = startServer(build.dir, {
      DATA_DIR: await newDataDir(),
      ...freePorts,
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('PAYMENTS_PROVIDER is not set');
  }, 120_000);

  it('says which database it cannot reach, without its password or a stack trace', async () => {
    const started = startServer(build.dir, {
      ...freePorts,
      ...mailer,
      DATABASE_URL: 'postgres://fitmarket:s3cret-pass@127.0.0.1:1/fitmarket',
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(
      'Cannot open PostgreSQL at postgres://fitmarket:***@127.0.0.1:1/fitmarket',
    );
    expect(started.output()).not.toContain('s3cret-pass');
    expect(started.output()).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('does not migrate: on an empty database it refuses to start, naming the release step', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-main-empty-'));
    dataDirs.push(dataDir);
    const started = startServer(build.dir, { DATA_DIR: dataDir, ...freePorts, ...mailer });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/The database lacks \d+ migration\(s\) of this build/);
    expect(started.output()).toContain('npm run migrate');
  }, 120_000);

  it('refuses a second server on a data folder a running one holds', async () => {
    const dataDir = await newDataDir();
    const first = startServer(build.dir, { DATA_DIR: dataDir, ...freePorts, ...mailer });
    try {
      await waitFor(first, /marketplace on/);
      const second = startServer(build.dir, { DATA_DIR: dataDir, ...freePorts, ...mailer });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`in use by the server (process ${first.child.pid})`);
      expect(await stop(first)).toBe(0);
    } finally {
      first.child.kill('SIGKILL');
    }
  }, 300_000);

  it('starts without settings but mail as production: no demo data, no demo owner, no dev mailbox', async () => {
    const started = startServer(build.dir, {
      DATA_DIR: await newDataDir(),
      ...freePorts,
      ...mailer,
      METRICS_PORT: '0',
    });
    try {
      await waitFor(started, /marketplace on/);
      const { web, backoffice } = listenerAddresses(started);

      const landing = await fetch(`${web}/v1/landing`);
      expect(landing.status).toBe(200);
      expect(((await landing.json()) as TLanding).data.stats.professionals).toBe(0);
      expect((await signInAsDemoOwner(backoffice)).status).toBe(401);
      for (const address of [web, backoffice]) {
        expect((await fetch(`${address}/dev/mail`)).status).toBe(404);
        expect((await fetch(`${address}/dev/mail/latest?to=${demoOwner.email}`)).status).toBe(404);
        // The API document only with API_DOCS=true in production (docs/staff-security.md).
        expect((await fetch(`${address}/docs/json`)).status).toBe(404);
      }
      expect(started.output()).not.toContain(demoOwner.password);
      // The metrics listener of its own (METRICS_PORT, on loopback), counting the calls above.
      const metrics = /"listener":"metrics".*?listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(
        started.output(),
      )?.[1];
      const scrape = await (await fetch(`${metrics}/metrics`)).text();
      expect(scrape).toMatch(/fitmarket_http_requests_total\{[^}]*route="\/v1\/landing"/);
      expect((await fetch(`${web}/metrics`)).status).toBe(404);
      expect(await stop(started)).toBe(0);
    } finally {
      started.child.kill('SIGKILL');
    }
  }, 300_000);

  it('runs the demo when asked for, and stops cleanly on SIGTERM', async () => {
    const started = startServer(build.dir, {
      DATA_DIR: await newDataDir(),
      ...freePorts,
      DEMO: 'true',
      LOG_LEVEL: 'info',
    });
    try {
      await waitFor(started, /marketplace on/);
      const { web, backoffice } = listenerAddresses(started);
      for (const address of [web, backoffice]) {
        expect((await fetch(`${address}/health`)).status).toBe(200);
        expect((await fetch(`${address}/dev/mail`)).status).toBe(200);
      }
      const landing = (await (await fetch(`${web}/v1/landing`)).json()) as TLanding;
      expect(landing.data.stats.professionals).toBeGreaterThan(0);
      expect((await signInAsDemoOwner(backoffice)).status).toBe(200);
      expect(await stop(started)).toBe(0);
      expect(started.output()).toContain('shutting down');
    } finally {
      started.child.kill('SIGKILL');
    }
  }, 300_000);
});
