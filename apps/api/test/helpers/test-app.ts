import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import type { AppDeps } from '../../src/app-deps';
import { loadConfig } from '../../src/config';
import { createWiredDeps } from '../../src/wiring';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: AppDeps;
  close(): Promise<void>;
}

const silentLog = { info() {}, error() {} };

/** The whole API on a fresh database and a fresh data folder; `app.inject` talks to it. */
export interface TestAppOptions {
  env?: Record<string, string>;
  /** Registers extra routes before the app is sealed, e.g. a probe for the error handler. */
  configure?: (app: TestApp['app']) => void | Promise<void>;
  /** Serve a SPA from this folder, with the marketplace's public pages (sitemap, profile heads). */
  spaRoot?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-test-'));
  // As the demo: tests read the mailed links from the outbox the way the dev mailbox does.
  const config = loadConfig({ NODE_ENV: 'test', DEMO: 'true', DATA_DIR: dataDir, ...options.env });
  const database = await createTestDatabase();
  const deps = createWiredDeps(config, database, silentLog);
  const app = await buildApp(
    deps,
    options.spaRoot ? { spaRoot: options.spaRoot, publicPages: true } : {},
  );
  await options.configure?.(app);
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await deps.pubsub.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
