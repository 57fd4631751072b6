import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Component tests (*.test.tsx) run in jsdom, with the setup the SPAs' component tests use.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // One worker per core (vitest's default leaves one core idle).
    maxWorkers: availableParallelism(),
    environment: 'jsdom',
    setupFiles: [path.join(import.meta.dirname, 'src/testing/setup.ts')],
  },
});
