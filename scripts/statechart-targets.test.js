// The room statechart stays readable region by region (decision 0067): an absolute target that names
// a state of another module is a jump a reader must follow into that file. Their number may only fall.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { absoluteTargets } from './lib/statechart-targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SESSION = path.join(root, 'apps/web/src/features/interview/session');
/**
 * The ceiling: lower it when a change removes cross-file targets, never raise it (decision 0067). 6 since the turn
 * and the candidate's answer became one region and the ways into a region were written beside its states
 * (decision 0072).
 */
const MAX_CROSS_FILE = 6;

test(`the room statechart has at most ${MAX_CROSS_FILE} cross-file absolute targets`, () => {
  const targets = absoluteTargets(SESSION);
  const cross = targets.filter((t) => t.crossFile);
  console.log(`[statechart-targets] absolute ${targets.length}, cross-file ${cross.length}`);
  assert.ok(
    cross.length <= MAX_CROSS_FILE,
    `${cross.length} cross-file targets:\n${cross.map((t) => `  ${t.file}:${t.line} ${t.target}`).join('\n')}`,
  );
});

test('a target is cross-file when the state it names is declared in another module', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'statechart-targets-'));
  try {
    mkdirSync(path.join(dir, 'states'));
    mkdirSync(path.join(dir, 'test-support'));
    writeFileSync(
      path.join(dir, 'chart.ts'),
      "export const chart = {\n  id: 'session',\n  states: {\n    idle: { on: { go: '#session.done' } },\n    done: {},\n  },\n};\n",
    );
    writeFileSync(
      path.join(dir, 'states/region.ts'),
      "export const region = {\n  states: {\n    a: { on: { x: '#session.idle', y: '#session.region.b' } },\n    b: {},\n  },\n};\n",
    );
    writeFileSync(path.join(dir, 'test-support/fake.ts'), "const t = '#session.idle';\n");
    writeFileSync(path.join(dir, 'chart.test.ts'), "const t = '#session.idle';\n");
    const targets = absoluteTargets(dir).map((t) => `${t.file} ${t.target} ${t.crossFile}`);
    assert.deepEqual(targets.sort(), [
      'chart.ts #session.done false',
      `${path.join('states', 'region.ts')} #session.idle true`,
      `${path.join('states', 'region.ts')} #session.region.b false`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
