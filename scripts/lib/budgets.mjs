// The web app's size budgets, read off the production build (apps/web/dist) without a browser: each route's
// first load is the static import closure, in Vite's manifest, of the modules the route renders with. `pnpm
// run budgets` checks them on every `pnpm test`; the bundle bench (e2e/bench/bundle-size.ts) checks the same
// lines and compares them with what Chromium downloads (decision 0790).
//
// Measured in a browser, a route's figure also held whatever a slow call pulled in: a dashboard call slower
// than 150 ms raises 'Processing your request...', which downloads sonner (9.3 KB gzip) and the toaster
// (decision 0440). On a busy machine that was the dashboard's "9.5 KB since": the code had not grown.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * One budget per route, gzip bytes of JS. `modules`: manifest keys (sources relative to apps/web, or
 * `index.html` for the entry) the route renders with; their static imports are followed, `import()` is not, so
 * a lazy part a route shows on its own (the report's chart and delivery section) is named here.
 */
export const ROUTE_BUDGETS = [
  // 90, not 100: the icons other pages use left the boot chunk (82.5 → 78.0 KB, decision 0791).
  { route: 'login (/) before first paint', modules: ['index.html'], budget: 90 * KB },
  // 152, not 160: `cn` merges with only the app's classes (155.8 → 150.0 KB, decision 0792).
  { route: 'dashboard (/app/dashboard)', modules: ['src/app/routes/dashboard.tsx'], budget: 152 * KB },
  {
    route: 'report (with its lazy parts)',
    modules: [
      'src/app/routes/interview-session-report.tsx',
      'src/features/interview-feedback/components/score-chart.tsx',
      'src/features/coaching/components/delivery-section.tsx',
    ],
    // 172, not 180: `cn` merges with only the app's classes (172.9 → 167.1 KB, decision 0792).
    budget: 172 * KB,
  },
];

/**
 * Sources of the mock devtools (decision 0263; the panel's scenarios, 0312, live under features/devtools) and of
 * the mock as MSW handlers (0313: the mock server's modules, msw and its interceptors): never in a production build.
 */
export const DEVTOOLS_SOURCES = [
  '/src/features/devtools/',
  '/src/lib/dev-frame-tap',
  '/mock-server/',
  '/node_modules/msw/',
  '/node_modules/@mswjs/',
];
/** Text only the panel renders: found in a chunk even if module-sizes.json were missing or renamed a module. */
export const DEVTOOLS_MARKER = 'Controls of the local mock';

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The files (dist-relative) a route loads first: the static closure of its modules in the manifest. */
export function routeFiles(manifest, modules) {
  const seen = new Set();
  const stack = [...modules];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const entry = manifest[key];
    if (!entry)
      throw new Error(`budgets: '${key}' is not in the build's manifest (renamed or no longer built?)`);
    seen.add(key);
    stack.push(...(entry.imports ?? []));
  }
  return [...seen].map((key) => manifest[key].file);
}

/**
 * A route's heaviest contributors: packages (folded) and source modules. Rollup reports each module's rendered
 * length per chunk; each chunk's gzip size is shared out among its modules in proportion.
 */
export function contributors(files, moduleSizes, gzipOf, top = 5) {
  const byModule = new Map();
  for (const file of files) {
    const modules = moduleSizes[file];
    if (!modules) continue;
    const rendered = Object.values(modules).reduce((a, b) => a + b, 0);
    if (!rendered) continue;
    const gzip = gzipOf(file);
    for (const [id, length] of Object.entries(modules)) {
      const name = id.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1 (package)');
      byModule.set(name, (byModule.get(name) ?? 0) + (gzip * length) / rendered);
    }
  }
  return [...byModule]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, gzip]) => ({ name, gzip }));
}

/** Bytes of the devtools in the build: its modules' rendered length, or a whole chunk holding its text. */
export function devtoolsBytes(jsFiles, moduleSizes, textOf) {
  let bytes = 0;
  for (const modules of Object.values(moduleSizes))
    for (const [id, length] of Object.entries(modules))
      if (DEVTOOLS_SOURCES.some((source) => `/${id}`.includes(source))) bytes += length;
  for (const file of jsFiles) {
    const text = textOf(file);
    if (text.includes(DEVTOOLS_MARKER)) bytes += Buffer.byteLength(text);
  }
  return bytes;
}

/**
 * Every route's figure against its budget, and the devtools check. `build`: the manifest, module-sizes.json
 * (chunk → module → rendered bytes), every JS file of the build, and how to read a file (dist-relative).
 */
export function checkBudgets({ manifest, moduleSizes, jsFiles, read }, budgets = ROUTE_BUDGETS) {
  const gzipCache = new Map();
  const gzipOf = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSize(read(file)));
    return gzipCache.get(file);
  };
  const routes = budgets.map(({ route, modules, budget }) => {
    const files = routeFiles(manifest, modules).filter((f) => f.endsWith('.js'));
    const gzip = files.reduce((total, file) => total + gzipOf(file), 0);
    return {
      route,
      modules,
      gzip,
      budget,
      ok: gzip <= budget,
      files,
      contributors: contributors(files, moduleSizes, gzipOf),
    };
  });
  const devtools = devtoolsBytes(jsFiles, moduleSizes, (file) => read(file).toString('utf8'));
  return { routes, devtools, ok: routes.every((r) => r.ok) && devtools === 0 };
}

/** The report printed by `pnpm run budgets`: one line per route with its ratio; an over-budget route's causes. */
export function formatReport({ routes, devtools }) {
  const lines = [];
  for (const r of routes) {
    const ratio = `${((r.gzip / r.budget) * 100).toFixed(1)} %`;
    lines.push(
      `${r.ok ? 'PASS' : 'OVER'}  ${r.route.padEnd(30)} ${kb(r.gzip).padStart(9)} of ${kb(r.budget).padStart(9)} (${ratio})`,
    );
    if (!r.ok) {
      lines.push(`      ${kb(r.gzip - r.budget)} over; its largest contributors (≈ gzip):`);
      for (const c of r.contributors) lines.push(`        ${c.name.padEnd(70)} ${kb(c.gzip).padStart(9)}`);
    }
  }
  lines.push(
    `${devtools === 0 ? 'PASS' : 'FAIL'}  ${'devtools in production'.padEnd(30)} ${`${devtools} bytes`.padStart(9)} (must be 0)`,
  );
  return lines.join('\n');
}

/** Reads a production build from disk for checkBudgets; a missing build is a clear error. */
export function readBuild(dist) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const sizesFile = path.join(dist, '.vite/module-sizes.json');
  if (!existsSync(manifestFile) || !existsSync(sizesFile))
    throw new Error(`budgets: no production build in ${dist} (run \`pnpm build\` first)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const moduleSizes = JSON.parse(readFileSync(sizesFile, 'utf8'));
  const jsFiles = [...new Set(Object.values(manifest).map((e) => e.file))].filter((f) => f.endsWith('.js'));
  return { manifest, moduleSizes, jsFiles, read: (file) => readFileSync(path.join(dist, file)) };
}
