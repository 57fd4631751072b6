import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../../src/app';
import type { AppDeps } from '../../src/app-deps';
import { loadConfig } from '../../src/config';
import { combinedApiDocument } from '../../src/plugins/openapi';
import { createWiredDeps } from '../../src/wiring';
import { createTestDatabase } from './test-database';

/**
 * The two listeners as one client sees them through their two host names: a /v1/admin request
 * goes to the back-office's, anything else to the marketplace's. Tests of what each listener
 * refuses talk to `web` and `backoffice` directly.
 */
export interface BothListeners {
  inject(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  /** Both listeners' due jobs and buffers (plugins/settle.ts). */
  settled(): Promise<void>;
  /** The two documents as one (plugins/openapi.ts combinedApiDocument). */
  swagger(): ReturnType<App['swagger']>;
}

export interface TestApp {
  app: BothListeners;
  web: App;
  backoffice: App;
  deps: AppDeps;
  close(): Promise<void>;
}

const silentLog = { info() {}, error() {} };

export function isBackofficeUrl(url: string): boolean {
  return url === '/v1/admin' || /^\/v1\/admin[/?]/.test(url);
}

/** The whole API on a fresh database and a fresh data folder; `app.inject` talks to it. */
export interface TestAppOptions {
  env?: Record<string, string>;
  /** Registers extra routes on the marketplace's listener before it is sealed (a probe). */
  configure?: (app: App) => void | Promise<void>;
  /** Serve a SPA from this folder, with the marketplace's public pages (sitemap, profile heads). */
  spaRoot?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-test-'));
  // As the demo: tests read the mailed links from the outbox the way the dev mailbox does.
  const config = loadConfig({ NODE_ENV: 'test', DEMO: 'true', DATA_DIR: dataDir, ...options.env });
  const database = await createTestDatabase();
  const deps = createWiredDeps(config, database, silentLog);
  const web = await buildApp(deps, {
    area: 'marketplace',
    ...(options.spaRoot ? { spaRoot: options.spaRoot, publicPages: true } : {}),
  });
  const backoffice = await buildApp(deps, { area: 'backoffice' });
  await options.configure?.(web);
  await Promise.all([web.ready(), backoffice.ready()]);
  const app: BothListeners = {
    inject(request) {
      const url = typeof request === 'string' ? request : String(request.url ?? request.path ?? '');
      return (isBackofficeUrl(url) ? backoffice : web).inject(request);
    },
    async settled() {
      await Promise.all([web.settled(), backoffice.settled()]);
    },
    swagger() {
      return combinedApiDocument(config, {
        marketplace: web.swagger(),
        backoffice: backoffice.swagger(),
      }) as unknown as ReturnType<App['swagger']>;
    },
  };
  return {
    app,
    web,
    backoffice,
    deps,
    async close() {
      await Promise.all([web.close(), backoffice.close()]);
      await deps.pubsub.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
