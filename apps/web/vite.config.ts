import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// Vendor code that every route needs goes into one long-cached chunk; everything else (radix widgets, forms,
// zod, charts) stays with the lazy route that imports it, so the login route only pays for the framework.
const FRAMEWORK = [
  '/node_modules/react/',
  '/node_modules/react-dom/',
  '/node_modules/scheduler/',
  '/node_modules/react-router/',
  '/node_modules/@tanstack/',
  '/node_modules/openapi-fetch/',
  '/node_modules/sonner/',
  '/node_modules/cookie/',
  '/node_modules/set-cookie-parser/',
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: (id: string) => FRAMEWORK.some((p) => id.includes(p)) }],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
