import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anotherReading, anotherRun } from './lib/bench-time.mjs';

const budgetMs = 360_000;

test('the first run always happens, even past the budget', () => {
  assert.equal(anotherRun({ done: 0, wanted: 3, elapsedMs: 999_000, longestRunMs: 0, budgetMs }), true);
});

test('a further run happens only if it would end within the budget', () => {
  assert.equal(anotherRun({ done: 1, wanted: 3, elapsedMs: 150_000, longestRunMs: 150_000, budgetMs }), true);
  assert.equal(
    anotherRun({ done: 2, wanted: 3, elapsedMs: 300_000, longestRunMs: 150_000, budgetMs }),
    false,
  );
});

test('no run beyond the number asked for', () => {
  assert.equal(anotherRun({ done: 3, wanted: 3, elapsedMs: 0, longestRunMs: 0, budgetMs }), false);
});

test('calibration takes its first reading always, then stops at its budget or its count', () => {
  assert.equal(anotherReading({ done: 0, wanted: 5, elapsedMs: 60_000 }), true);
  assert.equal(anotherReading({ done: 2, wanted: 5, elapsedMs: 9_000 }), true);
  assert.equal(anotherReading({ done: 2, wanted: 5, elapsedMs: 10_000 }), false);
  assert.equal(anotherReading({ done: 5, wanted: 5, elapsedMs: 0 }), false);
});
