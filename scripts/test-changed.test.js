// The fast loop's plan (decision 0777): what `pnpm test` runs on a developer's machine for a change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planFor } from './test-changed.mjs';
import { wantsWholeSuite } from './test-all.mjs';

test('a one-file change in a web feature: its package and dependents, its related tests, its journeys', () => {
  const plan = planFor(['apps/web/src/features/dashboard/components/interview-row.tsx']);
  assert.equal(plan.full, false);
  assert.deepEqual(plan.packages, ['apps/web']);
  assert.deepEqual(plan.related, ['apps/web/src/features/dashboard/components/interview-row.tsx']);
  assert.deepEqual(plan.specs, ['tests/dashboard/dashboard.spec.ts']);
  assert.deepEqual(plan.prettier, ['apps/web/src/features/dashboard/components/interview-row.tsx']);
});

test("the app's shared parts and packages/ui get the shell's journeys; the mock and the contract the backend's", () => {
  assert.deepEqual(planFor(['apps/web/src/lib/api-client.ts']).specs, [
    'tests/shell/navigation.spec.ts',
    'tests/smoke',
  ]);
  assert.deepEqual(planFor(['packages/ui/src/button.tsx']).specs, [
    'tests/shell/navigation.spec.ts',
    'tests/smoke',
  ]);
  assert.ok(
    planFor(['apps/mock-server/src/ws/dispatch.ts']).specs.includes('tests/interview/interview-text.spec.ts'),
  );
  assert.deepEqual(planFor(['packages/api-contract/openapi.yaml']).packages, ['packages/api-contract']);
});

test('an e2e spec runs itself; the devtools feature adds the devtools project; docs run the docs checks', () => {
  assert.deepEqual(planFor(['e2e/tests/pricing/pricing.spec.ts']).specs, ['tests/pricing/pricing.spec.ts']);
  assert.equal(planFor(['apps/web/src/features/devtools/components/panel.tsx']).devtools, true);
  const docs = planFor(['docs/decisions/0001-monorepo-tooling.md']);
  assert.equal(docs.docs, true);
  assert.deepEqual(docs.specs, []);
});

test('a change the fast loop cannot place runs everything, and says why', () => {
  for (const file of [
    'pnpm-lock.yaml',
    'package.json',
    'scripts/lib/machine.mjs',
    'e2e/fixtures.ts',
    'turbo.json',
  ]) {
    const plan = planFor([file]);
    assert.equal(plan.full, true, file);
    assert.match(plan.why, new RegExp(file.replace(/[.]/g, '\\.')));
  }
});

test('the whole suite in CI or with --all; the fast loop otherwise', () => {
  assert.equal(wantsWholeSuite(['node', 'test-all.mjs'], { CI: 'true' }), true);
  assert.equal(wantsWholeSuite(['node', 'test-all.mjs', '--all'], {}), true);
  assert.equal(wantsWholeSuite(['node', 'test-all.mjs'], {}), false);
});
