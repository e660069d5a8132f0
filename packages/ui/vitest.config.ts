import { defineConfig } from 'vitest/config';
import { currentFactor, progressSetup, vitestLimits } from '../../scripts/lib/machine.mjs';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    // The progress clock the limits are judged on (decision 0776), then the tests' own setup.
    setupFiles: [progressSetup, './test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Hang detectors scaled by the machine (decision 0774): Vitest's own 5 s and 10 s are tuned to a quiet one,
    // and in CI this runs niced beside the e2e suite.
    ...vitestLimits(60_000),
    // The machine factor as this run starts, for the testing-library waits (test/setup.ts).
    provide: { machineFactor: currentFactor() },
  },
});
