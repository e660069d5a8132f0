import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../../scripts/lib/vitest-isolation.mjs';
import { progressSetup, vitestLimits } from '../../scripts/lib/machine.mjs';

export default defineConfig({
  test: {
    // Files share their worker's module graph unless they swap a module or global (decision 0014).
    projects: isolationProjects(fileURLToPath(new URL('.', import.meta.url)), ['test/**/*.test.ts']),
    // Servers are built per test file with inject (no ports); two workers fit the shared 2-core machine.
    pool: 'threads',
    maxWorkers: 2,
    // Generous: under CI the whole turbo pipeline shares 2 cores, and a slow run must not read as a failure.
    ...vitestLimits(60_000),
    // The progress clock the limits are judged on (decision 0776).
    setupFiles: [progressSetup],
  },
});
