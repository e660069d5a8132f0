// The vitest configs' split: files that swap a module or global run isolated, the rest share a worker.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
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

test('no isolated project when no file needs one', () => {
  const root = packageWith({ 'test/a.test.ts': "it('plain', () => {});" });
  const projects = isolationProjects(root, ['test/**/*.test.ts']);
  assert.equal(projects.length, 1);
  assert.equal(projects[0].test.isolate, false);
});
