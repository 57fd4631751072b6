import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Component tests (*.test.tsx) run in jsdom, with the setup the SPAs' component tests use.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: [path.join(import.meta.dirname, 'src/testing/setup.ts')],
  },
});
