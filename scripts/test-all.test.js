import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { AFTER, BEFORE, CHECKS_LANE, CHECKS_NICE, E2E_LANE, niced } from './test-all.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [...BEFORE, ...E2E_LANE, ...CHECKS_LANE, ...AFTER].map(([, command]) => command);
const turboTasks = steps.flatMap((c) => /turbo run ([\w: ]+?)(?= --|$)/.exec(c)?.[1].split(' ') ?? []);

test('`pnpm test` runs every check: none is lost in the lanes', () => {
  assert.match(
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.test,
    /test-all\.mjs/,
  );
  for (const task of ['build', 'lint', 'typecheck', 'test', 'contract'])
    assert.ok(turboTasks.includes(task), `turbo task ${task}`);
  // The e2e (its hosting projects behind nginx included, decision 0766; the engine journeys, decision 0780)
  // goes through the root script, which installs nginx and the engines first and then runs turbo.
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
  assert.match(scripts.e2e, /ensure-nginx\.sh && bash scripts\/ensure-engines\.sh && turbo run e2e$/);
  assert.match(scripts['e2e:hosting'], /ensure-nginx\.sh && turbo run e2e:hosting$/);
  for (const script of ['test:tooling', 'breaking', 'test:node-lts', 'format:check', 'e2e'])
    assert.ok(
      steps.some((c) => c.startsWith(`pnpm run ${script}`)),
      `pnpm run ${script}`,
    );
});

test('the lanes start once the contract is generated, the e2e lane builds first, and neither replays cached outputs the other reads', () => {
  assert.deepEqual(BEFORE.at(-1), ['generate', 'pnpm exec turbo run generate']);
  assert.deepEqual(E2E_LANE[0], ['build', 'pnpm exec turbo run build --only']);
  for (const [, command] of [...E2E_LANE, ...CHECKS_LANE])
    if (/turbo run|test:node-lts|run e2e/.test(command)) assert.match(command, / --only\b/, command);
});

test('the checks lane is niced where the platform has nice', () => {
  assert.equal(niced('pnpm run x', 'linux'), `nice -n ${CHECKS_NICE} pnpm run x`);
  assert.ok(CHECKS_NICE > 0 && CHECKS_NICE < 10, 'below the browsers, not starved (decision 0776)');
  assert.equal(niced('pnpm run x', 'win32'), 'pnpm run x');
});

test('the checks lane runs the Node-LTS pass first and ends with the turbo step, which never replays its results', () => {
  // Last, the LTS pass kept one core idle at the end of the run and downloaded the LTS there (decision 0778).
  assert.match(CHECKS_LANE[0][1], /test:node-lts/);
  // The engine's surface only: the whole Node-side suites again cost ~13 CPU-s more for logic the turbo step
  // already runs (decision 0080).
  assert.match(CHECKS_LANE[0][1], /test:node-lts --engine-surface\b/);
  assert.match(CHECKS_LANE.at(-1)[1], /turbo run lint typecheck test contract/);
  // Run before the turbo step, the LTS pass's `test` results must not be the cache hit that replaces this
  // Node's run: the Node version is part of the task's hash.
  const turbo = JSON.parse(readFileSync(path.join(root, 'turbo.json'), 'utf8'));
  assert.ok(turbo.tasks.test.env.includes('MOCKINT_TEST_NODE'));
});
