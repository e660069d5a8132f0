import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Generous: under CI the whole turbo pipeline (and test:node-lts) shares 2 cores, and a slow run must not
    // read as a failure. Tests that spawn the generator CLI set their own, longer limit.
    testTimeout: 60_000,
  },
});
