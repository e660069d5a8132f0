import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { nginxHeaders } from './deploy/security-headers.ts';
import { ENV_DEFAULTS } from './src/config/env-defaults.ts';

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

/**
 * Writes dist/.deploy/security-headers.conf: the CSP and security headers for the API and socket addresses this
 * build bakes in, for deploy/nginx.conf to include (the file never leaves the server: nginx refuses dot paths).
 */
function securityHeadersFile(mode: string): Plugin {
  return {
    name: 'mockint-security-headers',
    apply: 'build',
    generateBundle() {
      const env = loadEnv(mode, process.cwd(), 'VITE_');
      const read = (value: string | undefined, fallback: string) => value?.trim() || fallback;
      this.emitFile({
        type: 'asset',
        fileName: '.deploy/security-headers.conf',
        source: nginxHeaders({
          apiBaseUrl: read(env.VITE_API_BASE_URL, ENV_DEFAULTS.apiBaseUrl),
          wsBaseUrl: read(env.VITE_WS_BASE_URL, ENV_DEFAULTS.wsBaseUrl),
          gtagId: env.VITE_GTAG_ID?.trim() || undefined,
        }),
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), securityHeadersFile(mode)],
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
}));
