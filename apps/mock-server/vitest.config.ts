import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Servers are built per test file with inject (no ports); two workers fit the shared 2-core machine.
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
