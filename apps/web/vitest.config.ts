import { defineConfig } from 'vitest/config';

/** Component tests: the real components in jsdom, with `fetch` faked per test. */
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
