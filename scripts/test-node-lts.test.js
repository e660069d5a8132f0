import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { toolingTestFiles } from './lib/tooling-tests.mjs';
import { NODE_SIDE_PACKAGES, cacheDir, ltsMajor } from './test-node-lts.mjs';

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
    ['apps/mock-server', 'packages/api-contract', 'packages/contract-tests'].map((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      return [manifest.name, manifest.scripts?.test];
    }),
  );
  for (const name of NODE_SIDE_PACKAGES) assert.equal(packages.get(name), 'vitest run', name);
});
