import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates the template database each file's database is copied from.
    globalSetup: ['test/helpers/global-setup.ts'],
    // Each file builds its own app and database; PGlite start-up dominates, so allow time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One worker per core on PGlite, which runs in the worker. On PostgreSQL a worker waits for
    // the server much of the time (one worker per core kept under one core busy), so two per core.
    maxWorkers: availableParallelism() * (process.env.TEST_DB === 'postgres' ? 2 : 1),
    // Files in a worker share their imported modules: importing the whole app again for each
    // file was half of the suite's time. Safe because no module holds a test's state (caches
    // live in AppDeps, docs/api-layout.md) and no API test mocks a module.
    isolate: false,
  },
});
