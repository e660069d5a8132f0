import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../../scripts/lib/vitest-isolation.mjs';
import { currentFactor, progressSetup, vitestLimits } from '../../scripts/lib/machine.mjs';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    // The progress clock the limits are judged on (decision 0776), then the tests' own setup.
    setupFiles: [progressSetup, './test/setup.ts'],
    // Files share their worker's module graph unless they swap a module or global (decisions 0014, 0080).
    projects: isolationProjects(fileURLToPath(new URL('.', import.meta.url)), ['src/**/*.test.{ts,tsx}']),
    // Hang detectors scaled by the machine (decision 0774): Vitest's own 5 s and 10 s are tuned to a quiet one,
    // and in CI this runs niced beside the e2e suite.
    ...vitestLimits(60_000),
    // The machine factor as this run starts, for the testing-library waits (test/setup.ts).
    provide: { machineFactor: currentFactor() },
  },
});
