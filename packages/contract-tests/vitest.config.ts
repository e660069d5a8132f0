import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Several files start servers or spawn tsc/tsx; two workers fit the shared 2-core machine.
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
