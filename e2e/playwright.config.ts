import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  backofficePort,
  backofficeURL,
  oidcIssuer,
  scratchPath,
  smtpPort,
  webPort,
  webURL,
} from './support/urls';

/**
 * The browser tests run against the production build (`npm run build` first: built SPAs, the
 * bundled API in one process with two listeners) as a demo installation on a throw-away data
 * directory, in Debian's Chromium (or CHROMIUM_PATH, which `npm test` sets when it had to
 * install another).
 */
const dataDir = scratchPath('data');
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  // Two files at a time (E2E_WORKERS to change it): the specs are safe side by side (each works
  // with its own people, PROFESSIONAL_FOR in support/bookings.ts, and reads only its own
  // recipients' mail). On our 2-core machines the server and two browsers share the cores, so
  // heavy pages get generous time-outs (every spec but accessibility's: 9.5 min on two workers,
  // 2026-11-26, one test passing on its retry).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json']],
  globalSetup: './support/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: webURL,
    // Recording a trace of every test slowed the suite by a fifth (search and first-view specs,
    // 51 s against 40 s): CI records one when a test is tried again, locally on a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Our machines have no network but the package registries: keep Chromium from calling home.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The release step first (migrations, reference data), then the server, as in production.
    command: `rm -rf "${dataDir}" && node apps/api/dist/migrate.js && node apps/api/dist/main.js`,
    cwd: root,
    url: `${webURL}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      // The tests sign in as the demo owner and browse the demo marketplace.
      DEMO: 'true',
      DATA_DIR: dataDir,
      WEB_PORT: String(webPort),
      BACKOFFICE_PORT: String(backofficePort),
      WEB_URL: webURL,
      BACKOFFICE_URL: backofficeURL,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Mail goes to the SMTP server of support/mailbox.ts, which the tests read.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Social sign-in goes to the OpenID provider of support/oidc.ts.
      OIDC_ISSUER: oidcIssuer,
      OIDC_CLIENT_ID: 'fitmarket-e2e',
      OIDC_CLIENT_SECRET: 'fitmarket-e2e-secret',
      OIDC_NAME: 'Test ID',
      // Every test signs in from 127.0.0.1; the limits themselves are tested in the API suite.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ADDRESS: '100',
      AUTH_RATE_LIMIT_PER_ADDRESS_PER_HOUR: '1000',
    },
  },
});
