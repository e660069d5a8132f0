import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstLoadChunks, type FirstLoadPlan } from './build/first-load-chunks.ts';
import { firstLoadPreload } from './build/first-load-preload.ts';
import { prerenderFrames } from './build/prerender-frames.ts';
import { noTestHooks } from './build/test-hooks.ts';
import { nginxHeaders } from './deploy/security-headers.ts';
import { ENV_DEFAULTS } from './src/config/env-defaults.ts';
import { framePages, frameStaleParams, pageRequests } from './src/app/route-table.ts';
import { DRAFT_KEY_PREFIX } from './src/lib/session-drafts.ts';
import { EARLY_REQUESTS_GLOBAL } from './src/lib/early-requests.ts';
import { cookieNames } from './src/lib/auth/cookie-names.ts';
import { storageKeys } from './src/lib/storage.ts';
import { themeQuery } from './src/lib/theme.ts';

// Vendor code that every route needs goes into long-cached chunks; everything else (radix widgets, forms,
// zod, charts) stays with the lazy route that imports it, so the login route only pays for the framework.
const FRAMEWORK = ['/node_modules/react/', '/node_modules/react-dom/', '/node_modules/scheduler/'];
// The router: every page but a logged-out first visit to the login page, which paints before it loads.
const ROUTER = ['/node_modules/react-router/', '/node_modules/cookie/', '/node_modules/set-cookie-parser/'];
// The data stack every page but the login page needs (decision 0030): its own long-cached chunk, loaded with
// the data layout route or the first API call, never by the logged-out login page. sonner is not in it: it
// comes with the first toast (decision 0440).
const DATA = ['/node_modules/@tanstack/', '/node_modules/openapi-fetch/'];
const inAny = (list: string[]) => (id: string) => list.some((p) => id.includes(p));
// The router and the layouts: every signed-in first load needs them (decision 0450).
const SHELL_ROOTS = [
  '/src/app/app-router.tsx',
  '/src/app/data-layout.tsx',
  '/src/app/layouts/app-shell-layout.tsx',
  '/src/app/layouts/focus-layout.tsx',
];
const PAGES = '/src/app/routes/';
// What a page loads for its own work (forms, validation, the combobox, the room's statechart and socket
// protocol): never in the shell.
const PAGE_ONLY = [
  '/node_modules/zod/',
  '/node_modules/downshift/',
  '/node_modules/react-hook-form/',
  '/node_modules/@hookform/',
  '/node_modules/xstate/',
  '/packages/api-contract/src/socket/',
];
const firstLoad: FirstLoadPlan = { boot: new Set(), shell: new Set(), pagesShared: new Set() };
/** The first-load preloader's CSP hash, for the security headers (written after index.html). */
const inlineScriptHashes: string[] = [];

/** Writes dist/.vite/module-sizes.json (chunk → module → rendered bytes) for the bundle bench's breakdown. */
function moduleSizes(): Plugin {
  return {
    name: 'mockint:module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('../..', import.meta.url));
      const out: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        out[chunk.fileName] = Object.fromEntries(
          Object.entries(chunk.modules)
            .filter(([, m]) => m.renderedLength > 0)
            .map(([id, m]) => [
              id
                .replace(root, '')
                .replace(/^(.*\/)?node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'node_modules/'),
              m.renderedLength,
            ]),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-sizes.json', source: JSON.stringify(out) });
    },
  };
}

/** A build setting (`VITE_*`, from .env files or the environment) as config/env.ts reads it: empty means unset. */
function buildSetting(mode: string, name: string, fallback: string): string {
  return loadEnv(mode, process.cwd(), 'VITE_')[name]?.trim() || fallback;
}

/**
 * Writes dist/.deploy/security-headers.conf: the CSP and security headers for the API and socket addresses this
 * build bakes in, for deploy/nginx.conf to include (the file never leaves the server: nginx refuses dot paths).
 */
function securityHeadersFile(mode: string): Plugin {
  return {
    name: 'mockint-security-headers',
    apply: 'build',
    // After index.html is written, so the preloader's hash is known.
    enforce: 'post',
    generateBundle() {
      // index.html's preloader would be blocked by a CSP without its hash: fail the build instead.
      if (!inlineScriptHashes.length) this.error('the first-load preloader has not recorded its CSP hash');
      const env = loadEnv(mode, process.cwd(), 'VITE_');
      this.emitFile({
        type: 'asset',
        fileName: '.deploy/security-headers.conf',
        source: nginxHeaders({
          apiBaseUrl: buildSetting(mode, 'VITE_API_BASE_URL', ENV_DEFAULTS.apiBaseUrl),
          wsBaseUrl: buildSetting(mode, 'VITE_WS_BASE_URL', ENV_DEFAULTS.wsBaseUrl),
          gtagId: env.VITE_GTAG_ID?.trim() || undefined,
          scriptHashes: inlineScriptHashes,
        }),
      });
    },
  };
}

/**
 * `vite build --mode development`: a development build served as files, with the dev-only code (the mock
 * devtools, the frame and HTTP taps) that `import.meta.env.DEV` keeps out of a production build. The e2e suite's
 * devtools project runs against it rather than the dev server, which compiles every module per page load and
 * cost the suite about twice the CPU for the same checks (decision 0770).
 */
const developmentBuild = (command: string, mode: string) => command === 'build' && mode === 'development';

export default defineConfig(({ command, mode }) => ({
  define: developmentBuild(command, mode)
    ? { 'import.meta.env.DEV': 'true', 'import.meta.env.PROD': 'false' }
    : {},
  plugins: [
    react(),
    tailwindcss(),
    moduleSizes(),
    securityHeadersFile(mode),
    // The preloader's early answers are the one `__mockint…` global a production build holds (decision 0052); a
    // development build holds the devtools' taps by design.
    ...(developmentBuild(command, mode) ? [] : [noTestHooks([EARLY_REQUESTS_GLOBAL])]),
    firstLoadChunks(firstLoad, {
      isShellRoot: inAny(SHELL_ROOTS),
      isPage: (id) => id.includes(PAGES),
      isVendor: inAny([...FRAMEWORK, ...ROUTER, ...DATA]),
      isPageOnly: inAny(PAGE_ONLY),
      maxSharedBytes: 4 * 1024,
      maxSharedTotalBytes: 32 * 1024,
      // Login sends a signed-in visit here: what other pages share stays out of its first load (decision 0791).
      isFirstPage: (id) => id.endsWith('/src/app/routes/dashboard.tsx'),
    }),
    firstLoadPreload(
      {
        cookie: cookieNames.accessToken,
        // The API address the app itself calls (config/env.ts reads the same setting the same way).
        requests: pageRequests,
        apiBaseUrl: buildSetting(mode, 'VITE_API_BASE_URL', ENV_DEFAULTS.apiBaseUrl),
        earlyGlobal: EARLY_REQUESTS_GLOBAL,
      },
      inlineScriptHashes,
    ),
    // After the preloader: both write into index.html's head and record their CSP hashes.
    prerenderFrames({
      urls: framePages,
      renderModule: '/src/app/prerender-frame.tsx',
      earlyPaintEntry: 'src/features/interview-feedback/utils/early-paint.entry.ts',
      gate: {
        cookie: cookieNames.accessToken,
        themeKey: storageKeys.colorScheme,
        themeParam: themeQuery,
        staleWhen: Object.fromEntries(
          Object.entries(frameStaleParams).map(([page, params]) => [
            page,
            { params, sessionKeyPrefix: DRAFT_KEY_PREFIX },
          ]),
        ),
      },
      hashes: inlineScriptHashes,
    }),
  ],
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
          groups: [
            { name: 'framework', test: inAny(FRAMEWORK), priority: 2 },
            { name: 'router', test: inAny(ROUTER), priority: 2 },
            { name: 'data', test: inAny(DATA), priority: 2 },
            {
              name: 'boot',
              test: (id) => firstLoad.boot.has(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'app-shell',
              test: (id) => firstLoad.shell.has(id),
              priority: 1,
              // The plan is already closed over what the shell needs; pulling in dependencies would drag the
              // entry's own modules (paths, cookies) in, and the login page's first paint with them.
              includeDependenciesRecursively: false,
            },
            {
              name: 'pages-shared',
              test: (id) => firstLoad.pagesShared.has(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
}));
