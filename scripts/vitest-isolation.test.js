// The vitest configs' split: files that swap a module or global run isolated, the rest share a worker.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { vitestConfigs } from './lib/vitest-configs.mjs';
import { isolationProjects } from './lib/vitest-isolation.mjs';

function packageWith(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'vitest-isolation-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

test('a file that mocks a module, stubs a global or starts an MSW server runs isolated; the others share', () => {
  const root = packageWith({
    'src/a.test.ts': "it('plain', () => {});",
    'src/deep/b.test.tsx': "vi.mock('./x', () => ({}));",
    'src/c.test.ts': "vi.stubGlobal('fetch', f);",
    'src/msw.test.ts': 'const server = setupServer(...handlers);',
    'src/d.ts': "vi.mock('./not-a-test');",
    'node_modules/e.test.ts': "vi.mock('./x');",
  });
  const [shared, isolated] = isolationProjects(root, ['src/**/*.test.{ts,tsx}']);
  assert.deepEqual(shared.test, {
    name: 'shared',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/c.test.ts', 'src/deep/b.test.tsx', 'src/msw.test.ts'],
    isolate: false,
  });
  assert.deepEqual(isolated.test, {
    name: 'isolated',
    include: ['src/c.test.ts', 'src/deep/b.test.tsx', 'src/msw.test.ts'],
    isolate: true,
  });
});

test('a file that puts its stubbed globals or env back after each test shares its worker', () => {
  const root = packageWith({
    'src/a.test.ts':
      "beforeEach(() => vi.stubGlobal('indexedDB', f));\nafterEach(() => vi.unstubAllGlobals());",
    'src/b.test.ts': "vi.stubEnv('MODE', 'x');\nafterEach(() => vi.unstubAllEnvs());",
    // Undoing globals does not undo an env, nor a module mock.
    'src/c.test.ts': "vi.stubEnv('MODE', 'x');\nafterEach(() => vi.unstubAllGlobals());",
    'src/d.test.ts': "vi.mock('./x');\nvi.stubGlobal('fetch', f);\nafterEach(() => vi.unstubAllGlobals());",
  });
  const [shared, isolated] = isolationProjects(root, ['src/**/*.test.ts']);
  assert.deepEqual(shared.test.exclude, ['src/c.test.ts', 'src/d.test.ts']);
  assert.deepEqual(isolated.test.include, ['src/c.test.ts', 'src/d.test.ts']);
});

test('no isolated project when no file needs one', () => {
  const root = packageWith({ 'test/a.test.ts': "it('plain', () => {});" });
  const projects = isolationProjects(root, ['test/**/*.test.ts']);
  assert.equal(projects.length, 1);
  assert.equal(projects[0].test.isolate, false);
});

test('every package Vitest config splits its files this way (per-file isolation doubled the ui tests’ CPU)', () => {
  // ui ran every file isolated by Vitest's default: 11.9–13.5 CPU-s against 6.6–6.9 shared (decision 0080).
  const configs = vitestConfigs();
  assert.ok(configs.length >= 5, `found ${configs.length} configs`);
  for (const file of configs)
    assert.match(readFileSync(file, 'utf8'), /projects: isolationProjects\(|\.\.\.isolationProjects\(/, file);
});
