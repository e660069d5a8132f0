import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { isolationProjects } from '../../scripts/lib/vitest-isolation.mjs';
import { scaled } from '../../scripts/lib/machine.mjs';

const include = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'deploy/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    // Files share their worker's module graph unless they swap a module or global (decision 0014).
    projects: isolationProjects(fileURLToPath(new URL('.', import.meta.url)), include),
    restoreMocks: true,
    // The default 5 s is a hang detector tuned to a quiet machine; in CI this runs niced beside the e2e
    // suite (decision 0763) on machines up to 3× slower.
    testTimeout: scaled(60_000),
  },
});
