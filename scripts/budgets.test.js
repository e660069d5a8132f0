import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { checkBudgets, formatReport, gzipSize, routeFiles } from './lib/budgets.mjs';

// A build in memory: an entry, a page with a shared chunk, and a dialog the page loads on a click.
const files = {
  'assets/index.js': randomBytes(4000).toString('hex'),
  'assets/page.js': randomBytes(3000).toString('hex'),
  'assets/shared.js': randomBytes(2000).toString('hex'),
  'assets/dialog.js': randomBytes(5000).toString('hex'),
};
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/page.tsx'] },
  'src/page.tsx': {
    file: 'assets/page.js',
    imports: ['index.html', '_shared.js'],
    dynamicImports: ['src/dialog.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/dialog.tsx': { file: 'assets/dialog.js', imports: ['_shared.js'] },
};
const moduleSizes = {
  'assets/index.js': { 'src/main.tsx': 100 },
  'assets/page.js': { 'src/page.tsx': 30, 'node_modules/big-lib/dist/index.mjs': 70 },
  'assets/shared.js': { 'src/shared.ts': 10 },
  'assets/dialog.js': { 'src/dialog.tsx': 10 },
};
const build = (extra = {}) => ({
  manifest,
  moduleSizes: { ...moduleSizes, ...extra },
  jsFiles: Object.keys(files),
  read: (file) => Buffer.from(files[file]),
});
const gz = (file) => gzipSize(Buffer.from(files[file]));
const pageFirstLoad = gz('assets/page.js') + gz('assets/shared.js') + gz('assets/index.js');

test('a route loads its static imports, not what it imports on demand', () => {
  assert.deepEqual(routeFiles(manifest, ['src/page.tsx']).sort(), [
    'assets/index.js',
    'assets/page.js',
    'assets/shared.js',
  ]);
});

test('a route within its budget passes', () => {
  const result = checkBudgets(build(), [{ route: 'page', modules: ['src/page.tsx'], budget: pageFirstLoad }]);
  assert.equal(result.ok, true);
  assert.equal(result.routes[0].gzip, pageFirstLoad);
  assert.match(formatReport(result), /^PASS {2}page .*\(100\.0 %\)/m);
});

test('a route over its budget fails with its size, its budget and its largest contributors', () => {
  const result = checkBudgets(build(), [
    { route: 'page', modules: ['src/page.tsx'], budget: pageFirstLoad - 1 },
  ]);
  assert.equal(result.ok, false);
  const report = formatReport(result);
  assert.match(report, /^OVER {2}page /m);
  assert.match(report, /0\.0 KB over; its largest contributors/);
  // The page's chunk is shared between its own module and a package, folded under the package's name.
  const names = result.routes[0].contributors.map((c) => c.name);
  assert.ok(names.includes('big-lib (package)'), names.join(', '));
  assert.ok(names.includes('src/main.tsx'));
  assert.match(report, /big-lib \(package\)/);
});

test('a module of the devtools in the build fails the check', () => {
  const result = checkBudgets(
    build({ 'assets/dialog.js': { 'apps/web/src/features/devtools/panel.tsx': 40 } }),
    [],
  );
  assert.equal(result.devtools, 40);
  assert.equal(result.ok, false);
  assert.match(formatReport(result), /^FAIL {2}devtools in production +40 bytes/m);
});

test('the devtools panel text in a chunk fails the check even without module sizes', () => {
  const text = 'x Controls of the local mock x';
  const result = checkBudgets(
    { manifest, moduleSizes: {}, jsFiles: ['assets/x.js'], read: () => Buffer.from(text) },
    [],
  );
  assert.equal(result.devtools, Buffer.byteLength(text));
});

test('a budget naming a module the build no longer has is a clear error', () => {
  assert.throws(
    () => checkBudgets(build(), [{ route: 'gone', modules: ['src/gone.tsx'], budget: 1 }]),
    /'src\/gone\.tsx' is not in the build's manifest/,
  );
});
