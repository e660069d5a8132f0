// Every repository path a doc names exists. The docs are every *.md of the repository outside node_modules and
// build output (dist/, .turbo/, test results), except CHANGELOG.md files, which record what was true when each
// version shipped (the third-party docs under node_modules are left out with it). Named paths are those in
// inline code spans and in relative links; fenced blocks are commands and examples (the annotated trees among
// them are checked by docs.test.js).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Named on purpose though absent from a clone. Keep it short: a path that moved is fixed in the doc, not listed
 * here. Each entry is `doc: path` as the doc writes it.
 */
const ALLOWED = new Set([
  // Examples of a convention, not files.
  'CONTRIBUTING.md: docs/decisions/NNNN-kebab-title.md',
  'apps/web/README.md: features/x/api/get-thing.ts',
  'docs/decisions/0406-route-modules-and-layouts.md: src/app/routes/x.tsx',
  // A prerendered page of the build (in apps/web/dist).
  'README.md: app/dashboard.html',
  'docs/decisions/0540-prerendered-frames-of-the-static-text-pages.md: app/dashboard.html',
  // Records of what was removed or moved, naming where it was.
  'docs/decisions/0020-one-contract-runtime.md: store/error-codes.ts',
  'docs/decisions/0023-web-auth-shared-api-and-routes.md: components/app-feedback-dialog',
  'docs/decisions/0040-zustand-for-shared-ui-state.md: lib/create-store.ts',
  ...[
    'control/faults.ts',
    'ws/faults.ts',
    'routes/mock-control',
    'ws/control.ts',
    'ws/fault-injection.ts',
  ].map((old) => `docs/decisions/0261-one-rule-book-and-control-routes-in-one-place.md: ${old}`),
]);

/** Build and test output (ignored by git): named by docs, made by a build or a run, never in a clone. */
const OUTPUT = /(^|\/)(dist|node_modules|\.deploy|test-results[^/]*|playwright-report[^/]*)(\/|$)/;

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'bench-results']);

/** Every doc the test reads, relative to the root. */
export function docs(dir = root) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    if (/^(test-results|playwright-report|blob-report)/.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...docs(full));
    else if (entry.name.endsWith('.md') && entry.name !== 'CHANGELOG.md')
      found.push(path.relative(root, full));
  }
  return found.sort();
}

const REPO_TOP = /^(apps|packages|e2e|scripts|docs)\//;

/** Whether a word from a code span reads as a path of this repository (not a URL, a route, a module, a glob). */
export function looksLikeRepoPath(word) {
  if (!word.includes('/')) return false;
  // URLs, absolute (API routes, system paths), home, package specifiers, placeholders, globs, variables, and
  // quoted strings of code (`import x from '../y.ts'`: a module specifier, relative to a file not named).
  if (/^[a-z]+:|^\/|^~|^@|^['"]|[<>…*{}$|=]/.test(word)) return false;
  // One folder name (`utils/`, `dist/`) is a kind of folder, as in "every feature has `utils/`".
  if (/^[^/]+\/$/.test(word)) return false;
  if (/^\.{1,2}\//.test(word)) return true;
  return REPO_TOP.test(word) || word.endsWith('/') || /\.[a-z][a-z0-9]{0,5}$/i.test(word);
}

/** The paths a doc names: `{ named, link }`, `link` when it is a relative link's target. */
export function namedPaths(markdown) {
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const found = [];
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    for (let word of span.split(/\s+/)) {
      // Trailing punctuation, a `:line` suffix, and an opening bracket.
      word = word
        .replace(/^\(+/, '')
        .replace(/[)'",;:.]+$/, '')
        .replace(/:\d+(:\d+)?$/, '');
      if (looksLikeRepoPath(word)) found.push({ named: word, link: false });
    }
  }
  for (const [, target] of text.replace(/`[^`\n]+`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
    const file = target.split('#')[0];
    if (!file || /^[a-z]+:/.test(file) || file.startsWith('/')) continue;
    found.push({ named: decodeURIComponent(file), link: true });
  }
  return found;
}

/**
 * Where a named path may live: a link is followed from the doc's folder, as a reader's browser does. A code span
 * may also be written from the repository root, from any folder above the doc (its feature, its package), or
 * from a package's `src/`; a doc outside every package (the root's, docs/) may name a path of any package from
 * that package's folder or its `src/`.
 */
export function candidates(doc, named, link) {
  const docDir = path.dirname(path.join(root, doc));
  if (link) return [path.join(docDir, named)];
  const bases = [root];
  for (let dir = docDir; dir.startsWith(root) && dir !== root; dir = path.dirname(dir)) bases.push(dir);
  const pkg = /^((apps|packages)\/[^/]+|e2e)(\/|$)/.exec(doc)?.[1];
  const pkgRoots = pkg
    ? [pkg]
    : [
        'e2e',
        ...['apps', 'packages'].flatMap((group) =>
          readdirSync(path.join(root, group)).map((name) => `${group}/${name}`),
        ),
      ];
  for (const p of pkgRoots) bases.push(path.join(root, p), path.join(root, p, 'src'));
  // Only places inside the repository: whether anything exists beside it depends on the machine.
  return bases
    .map((base) => path.join(base, named))
    .filter((file) => file === root || file.startsWith(root + path.sep));
}

/** A path that, from the repository's root, leaves it. */
export const outsideRepository = (named) => !path.join(root, named).startsWith(root + path.sep);

/**
 * `doc: path` for every named path that exists nowhere it may live. A superseded decision record is left out:
 * it tells what was, and the record that replaced it is checked.
 */
export function danglingPaths(docList = docs()) {
  const dangling = [];
  for (const doc of docList) {
    const markdown = readFileSync(path.join(root, doc), 'utf8');
    if (/^Status: superseded by /m.test(markdown)) continue;
    for (const { named, link } of namedPaths(markdown)) {
      const key = `${doc}: ${named.replace(/\/$/, '')}`;
      if (ALLOWED.has(key) || OUTPUT.test(named)) continue;
      // A path that leaves the repository from its root (`../shared/spec`, what decision 0010 says the repository
      // must not need) names something beside it, not in it: whether that exists depends on the machine.
      if (!link && outsideRepository(named)) continue;
      const places = candidates(doc, named, link);
      if (places.length && !places.some((file) => existsSync(file))) dangling.push(key);
    }
  }
  return [...new Set(dangling)];
}

test('every repository path a doc names exists', () => {
  assert.deepEqual(danglingPaths(), []);
});

test('the allow-list names only paths still named and still absent', () => {
  const named = new Set(
    docs().flatMap((doc) =>
      namedPaths(readFileSync(path.join(root, doc), 'utf8')).map(
        ({ named }) => `${doc}: ${named.replace(/\/$/, '')}`,
      ),
    ),
  );
  assert.deepEqual(
    [...ALLOWED].filter((key) => !named.has(key)),
    [],
  );
});

test('what reads as a repository path, and what does not', () => {
  const md = [
    'See `apps/web/src/main.tsx`, `scripts/gone.sh:12` and (`utils/session/`).',
    'Run `pnpm --filter @mockint/web test` then `cd e2e && pnpm exec playwright test tests/a/b.spec.ts`.',
    'Not paths: `/api/v1`, `https://x.example/a.js`, `zod/mini`, `features/<name>/`, `*.test.ts`, `a/**/b.ts`,',
    "`utils/`, `import x from '../y.ts'`.",
    '[index](../decisions/README.md#top), [site](https://example.com/x.md), [anchor](#here).',
    '```sh\ncat apps/nowhere/file.ts `apps/nowhere/x.ts`\n```',
  ].join('\n');
  assert.deepEqual(namedPaths(md), [
    { named: 'apps/web/src/main.tsx', link: false },
    { named: 'scripts/gone.sh', link: false },
    { named: 'utils/session/', link: false },
    { named: 'tests/a/b.spec.ts', link: false },
    { named: '../decisions/README.md', link: true },
  ]);
});

test('a path is found from the root, the doc, a folder above it, or a package; a missing one is caught', () => {
  const exists = (doc, named) => candidates(doc, named, false).some((file) => existsSync(file));
  assert.equal(exists('docs/decisions/0001-x.md', 'scripts/docs.test.js'), true);
  assert.equal(exists('docs/decisions/0001-x.md', 'features/interview/'), true, 'apps/web/src');
  assert.equal(exists('apps/web/README.md', 'src/config/paths.ts'), true);
  assert.equal(exists('apps/web/README.md', 'src/routes/'), false, "apps/mock-server's, not this package's");
  assert.equal(exists('e2e/README.md', 'chaos/invariants.ts'), false);
  assert.equal(exists('e2e/README.md', 'scripts/gone.sh'), false);
  // Beside the repository: not a repository path (whatever this machine has there).
  assert.equal(outsideRepository('../shared/spec'), true);
  assert.equal(outsideRepository('docs/../scripts/docs.test.js'), false);
  assert.equal(
    candidates('docs/decisions/README.md', '0001-monorepo-tooling.md', true).some((f) => existsSync(f)),
    true,
  );
  assert.equal(
    candidates('README.md', '0001-monorepo-tooling.md', true).some((f) => existsSync(f)),
    false,
    'a link is followed from the doc only',
  );
});
