import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../../scripts/lib/vitest-isolation.mjs';
import { progressSetup, vitestLimits } from '../../scripts/lib/machine.mjs';

export default defineConfig({
  test: {
    // Files share their worker's module graph unless they swap a module or global (decision 0014).
    projects: isolationProjects(fileURLToPath(new URL('.', import.meta.url)), ['test/**/*.test.ts']),
    // Generous: under CI the whole turbo pipeline (and test:node-lts) shares 2 cores, and a slow run must not
    // read as a failure. Tests that spawn the generator CLI set their own, longer limit.
    ...vitestLimits(60_000),
    // The progress clock the limits are judged on (decision 0776).
    setupFiles: [progressSetup],
  },
});
