import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One worker per core (vitest's default leaves one core idle).
    maxWorkers: availableParallelism(),
  },
});
