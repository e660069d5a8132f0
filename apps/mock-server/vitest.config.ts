import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Servers are built per test file with inject (no ports); two workers fit the shared 2-core machine.
    pool: 'threads',
    maxWorkers: 2,
    // Generous: under CI the whole turbo pipeline shares 2 cores, and a slow run must not read as a failure.
    testTimeout: 60_000,
  },
});
