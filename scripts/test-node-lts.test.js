import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { toolingTestFiles } from './lib/tooling-tests.mjs';
import {
  ENGINE_SURFACE,
  NODE_SIDE_PACKAGES,
  NODE_SIDE_TESTS,
  cacheDir,
  engineSurfaceFiles,
  engineSurfaceToolingFiles,
  ltsMajor,
} from './test-node-lts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('the LTS major is read from .nvmrc in its usual spellings, and nonsense is named', () => {
  assert.equal(ltsMajor('24\n'), 24);
  assert.equal(ltsMajor('v24.11.0'), 24);
  assert.throws(() => ltsMajor('lts/*'), /\.nvmrc must name a Node version \(e\.g\. 24\), found "lts\/\*"/);
});

test('the LTS install is cached per major under XDG_CACHE_HOME or MOCKINT_NODE_CACHE', () => {
  assert.equal(cacheDir(24, { XDG_CACHE_HOME: '/c' }), path.join('/c', 'mockint', 'node-24'));
  assert.equal(cacheDir(24, { MOCKINT_NODE_CACHE: '/n', XDG_CACHE_HOME: '/c' }), path.join('/n', 'node-24'));
});

test('tooling tests are passed to node --test as files (Node 21+ rejects a directory), this one included', () => {
  const files = toolingTestFiles(root);
  assert.ok(files.includes(path.join('scripts', 'test-node-lts.test.js')));
  assert.ok(files.includes(path.join('scripts', 'eslint-boundaries.test.js')));
  assert.ok(files.every((file) => /\.test\.m?js$/.test(file)));
});

test('every package the LTS run filters on exists and has unit tests (a renamed one would match nothing)', () => {
  const packages = new Map(
    Object.values(NODE_SIDE_TESTS).map(({ dir }) => {
      const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      return [manifest.name, manifest.scripts?.test];
    }),
  );
  for (const name of NODE_SIDE_PACKAGES) assert.equal(packages.get(name), 'vitest run', name);
});

test('each Node-side package has its folder and test files on the engine surface, the Node-specific breaks among them', () => {
  assert.deepEqual(Object.keys(NODE_SIDE_TESTS).sort(), [...NODE_SIDE_PACKAGES].sort());
  const files = Object.fromEntries(
    NODE_SIDE_PACKAGES.map((name) => {
      const { dir, tests } = NODE_SIDE_TESTS[name];
      return [name, engineSurfaceFiles(path.join(root, dir), tests)];
    }),
  );
  // A package whose tests all left the surface would drop out of the LTS pass unseen.
  for (const name of NODE_SIDE_PACKAGES) assert.ok(files[name].length > 0, name);
  // MSW's socket failed under Node 24 only (decision 0014); the CLIs and the real servers are spawned or listen.
  for (const file of [
    'test/msw/socket.test.ts',
    'test/proxy/proxy.test.ts',
    'test/contract/conformance.test.ts',
  ])
    assert.ok(files['@mockint/mock-server'].includes(file), file);
  assert.ok(files['@mockint/api-contract'].includes('test/openapi-generate.test.ts'));
  assert.ok(files['@mockint/contract-tests'].includes('src/breaking/cli.test.ts'));
});

test('the engine surface: sockets, servers, child processes, swapped globals, run-time imports; not plain logic', () => {
  for (const source of [
    "import { createServer } from 'node:net';",
    "import { execFile } from 'node:child_process';",
    'server.listen(0);',
    'const server = setupServer(...handlers);',
    "const socket = new WebSocket('ws://x');",
    "await fetch('http://x');",
    "const mod = await import('./x.ts');",
  ])
    assert.match(source, ENGINE_SURFACE, source);
  for (const source of [
    "import { readFileSync } from 'node:fs';",
    "const res = await app.inject({ method: 'GET', url: '/x' });",
    'expect(diff(a, b)).toEqual([]);',
  ])
    assert.doesNotMatch(source, ENGINE_SURFACE, source);
});

test('with --engine-surface the tooling tests on the engine surface run: those that spawn processes among them', () => {
  const files = engineSurfaceToolingFiles(root);
  // Both spawn Node processes (the progress clock's sampler, ESLint over the workspace config).
  assert.ok(files.includes(path.join('scripts', 'progress-clock.test.js')));
  assert.ok(files.includes(path.join('scripts', 'eslint-boundaries.test.js')));
  assert.ok(files.length < toolingTestFiles(root).length, 'a subset, not the whole set again');
  assert.ok(files.every((file) => toolingTestFiles(root).includes(file)));
});
