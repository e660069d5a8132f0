import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../../scripts/lib/vitest-isolation.mjs';
import { progressSetup, vitestLimits } from '../../scripts/lib/machine.mjs';

export default defineConfig({
  test: {
    // Files share their worker's module graph unless they swap a module or global (decisions 0014, 0080).
    projects: isolationProjects(fileURLToPath(new URL('.', import.meta.url)), ['src/**/*.test.ts']),
    // Several files start servers or spawn tsc/tsx; two workers fit the shared 2-core machine.
    pool: 'threads',
    maxWorkers: 2,
    // A hang detector, not a speed check: in CI this runs niced beside the e2e suite (decision 0763), and with
    // one core kept busy a 2 s diff took over 30 s.
    ...vitestLimits(120_000),
    // The progress clock the limits are judged on (decision 0776).
    setupFiles: [progressSetup],
  },
});
