import { defineConfig } from 'vitest/config';
import { machineFactor, vitestLimits } from '../../scripts/lib/machine.mjs';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Hang detectors scaled by the machine (decision 0774): Vitest's own 5 s and 10 s are tuned to a quiet one,
    // and in CI this runs niced beside the e2e suite.
    ...vitestLimits(60_000),
    // The run's machine factor, for the testing-library waits (test/setup.ts).
    provide: { machineFactor: machineFactor() },
  },
});
