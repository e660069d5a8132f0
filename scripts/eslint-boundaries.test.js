import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { checkImport, featureFolderProblem, featureFolders, importRing } from './eslint-boundaries.js';
import { createImportGraph, findCycles } from './lib/import-graph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

test('a feature keeps its files in api/, components/, hooks/, utils/ and its named folders (files beside them are fine)', () => {
  const feature = (p) => path.join(root, 'apps/web/src/features', p);
  assert.match(
    featureFolderProblem(feature('coaching/storage/answer-store.ts')),
    /coaching\/storage\/ is outside/,
  );
  // The room's core is named for what it is (decision 0058): only in the feature that names it.
  for (const folder of ['session', 'socket', 'audio'])
    assert.equal(featureFolderProblem(feature(`interview/${folder}/x.ts`)), null, folder);
  assert.match(featureFolderProblem(feature('coaching/session/x.ts')), /coaching\/session\/ is outside/);
  assert.match(featureFolderProblem(feature('interview/helpers/x.ts')), /interview\/helpers\/ is outside/);
  assert.deepEqual(featureFolders('interview'), [
    'api',
    'components',
    'hooks',
    'utils',
    'test-support',
    'session',
    'socket',
    'audio',
  ]);
  // The coaching's core (decision 0065): its analysis and its practice statechart.
  assert.deepEqual(featureFolders('coaching'), [
    'api',
    'components',
    'hooks',
    'utils',
    'test-support',
    'analysis',
    'practice',
  ]);
  assert.deepEqual(featureFolders('dashboard'), ['api', 'components', 'hooks', 'utils', 'test-support']);
  assert.match(featureFolderProblem(feature('dashboard/analysis/x.ts')), /dashboard\/analysis\/ is outside/);
  assert.equal(featureFolderProblem(feature('coaching/utils/analysis/analysis.worker.ts')), null);
  assert.equal(featureFolderProblem(feature('coaching/api/answer-store.ts')), null);
  assert.equal(featureFolderProblem(feature('coaching/start-answer-capture.ts')), null);
  assert.equal(featureFolderProblem(path.join(root, 'apps/web/src/lib/storage.ts')), null);
});

test('a feature may not import another feature, by alias or by relative path', () => {
  const file = at('apps/web/src/features/dashboard/components/balance-card.tsx');
  assert.match(checkImport(file, '@/features/pricing/components/plan-card'), /dashboard → pricing/);
  assert.match(checkImport(file, '../../pricing/api/get-plans'), /dashboard → pricing/);
  assert.equal(checkImport(file, '../api/get-stats'), null);
  assert.equal(checkImport(file, '@/features/dashboard/utils/x'), null);
  assert.equal(checkImport(file, '@/lib/format/currency'), null);
});

test('test-support/ is imported by tests and by other test support only', () => {
  const source = at('apps/web/src/features/interview/session/session-controller.ts');
  assert.match(checkImport(source, './test-support/doubles'), /tests only/);
  assert.match(checkImport(source, '@/features/interview/session/test-support/doubles'), /tests only/);
  const test = at('apps/web/src/features/interview/session/session-controller.test.ts');
  assert.equal(checkImport(test, './test-support/controller-harness'), null);
  const harness = at('apps/web/src/features/interview/session/test-support/controller-harness.ts');
  assert.equal(checkImport(harness, './doubles'), null);
  assert.equal(checkImport(harness, '../session-controller'), null);
});

test('the web app meets the mock over HTTP; a test file may run it as MSW handlers', () => {
  const file = at('apps/web/src/features/dashboard/components/stat-cards.tsx');
  assert.match(checkImport(file, '@mockint/mock-server/msw'), /over HTTP only/);
  assert.match(checkImport(file, '@mockint/mock-server'), /over HTTP only/);
  const testFile = at('apps/web/src/features/dashboard/components/balance-card.msw.test.tsx');
  assert.equal(checkImport(testFile, '@mockint/mock-server/msw'), null);
  assert.match(checkImport(testFile, '@mockint/mock-server'), /over HTTP only/);
});

test('shared code may not import features, and only src/app composes the app', () => {
  assert.match(checkImport(at('apps/web/src/lib/api.ts'), '@/features/auth/x'), /shared code/);
  assert.match(checkImport(at('apps/web/src/features/auth/x.ts'), '@/app/router'), /only src\/app/);
  assert.equal(checkImport(at('apps/web/src/app/router.tsx'), '@/features/auth/routes'), null);
  // src/api holds query options several features share; it is shared code like lib/.
  const sessions = at('apps/web/src/features/interview-sessions/components/transcript-dialog.tsx');
  assert.equal(checkImport(sessions, '@/api/get-interview-room'), null);
  assert.match(
    checkImport(at('apps/web/src/api/get-interview-room.ts'), '@/features/interview/x'),
    /shared code/,
  );
});

test('packages/ui imports nothing from the workspace', () => {
  assert.match(checkImport(at('packages/ui/src/button.tsx'), '@mockint/api-contract'), /imports nothing/);
  assert.match(checkImport(at('packages/ui/src/button.tsx'), '../../../apps/web/src/lib/x'), /outside/);
  assert.equal(checkImport(at('packages/ui/src/button.tsx'), 'radix-ui'), null);
  // Its Vitest config takes the run's hang limits from scripts/lib/machine.mjs; its code still may not.
  assert.equal(checkImport(at('packages/ui/vitest.config.ts'), '../../scripts/lib/machine.mjs'), null);
  assert.equal(
    checkImport(at('packages/ui/vitest.config.ts'), '../../scripts/lib/vitest-isolation.mjs'),
    null,
  );
  assert.match(
    checkImport(at('packages/ui/vitest.config.ts'), '../../scripts/lib/chromium-path.mjs'),
    /outside/,
  );
  assert.match(checkImport(at('packages/ui/src/button.tsx'), '../../../scripts/lib/machine.mjs'), /outside/);
});

test('api-contract depends only on zod and openapi-fetch at run time', () => {
  const file = at('packages/api-contract/src/client/index.ts');
  assert.equal(checkImport(file, 'zod'), null);
  assert.equal(checkImport(file, 'openapi-fetch'), null);
  assert.match(checkImport(file, 'axios'), /depends only on zod and openapi-fetch/);
  assert.match(checkImport(file, 'react'), /depends only/);
  assert.match(checkImport(file, 'ajv/dist/2020.js'), /depends only on zod and openapi-fetch/);
});

test('the Node-only entry of api-contract may also use Ajv and yaml, nothing else', () => {
  const file = at('packages/api-contract/src/node/load-contract.ts');
  assert.equal(checkImport(file, 'ajv/dist/2020.js'), null);
  assert.equal(checkImport(file, 'ajv-formats'), null);
  assert.equal(checkImport(file, 'yaml'), null);
  assert.equal(checkImport(file, 'node:fs'), null);
  assert.match(checkImport(file, 'fastify'), /api-contract\/node depends only/);
});

test('no package imports an app, by name or by relative path', () => {
  const file = at('packages/contract-tests/src/conformance/target.ts');
  assert.match(checkImport(file, '@mockint/mock-server'), /packages never import apps/);
  assert.match(checkImport(file, '@mockint/web/src/config/paths'), /packages never import apps/);
  assert.match(checkImport(file, '../../../../apps/mock-server/src/index.ts'), /packages never import apps/);
  assert.match(
    checkImport(at('packages/api-contract/scripts/x.ts'), '@mockint/mock-server'),
    /never import apps/,
  );
  assert.equal(checkImport(file, '@mockint/api-contract/node'), null);
  assert.equal(checkImport(file, './runner.ts'), null);
  // The other way round is how it should be.
  assert.equal(
    checkImport(at('apps/mock-server/scripts/contract.ts'), '@mockint/contract-tests/conformance'),
    null,
  );
});

test('the mock store has no Fastify in it', () => {
  assert.match(checkImport(at('apps/mock-server/src/store/rooms.ts'), 'fastify'), /no Fastify/);
  assert.equal(checkImport(at('apps/mock-server/src/routes/rooms/index.ts'), 'fastify'), null);
});

test('the rule is wired into the workspace lint config', async () => {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(
    "import { x } from '@/features/pricing/api/get-plans';\nexport const y = x;\n",
    {
      filePath: at('apps/web/src/features/dashboard/components/probe.ts'),
    },
  );
  assert.ok(
    result.messages.some((m) => m.ruleId === 'boundaries/imports'),
    JSON.stringify(result.messages),
  );
});

test("only the mock's server.ts imports src/control (decision 0266)", () => {
  assert.match(
    checkImport(at('apps/mock-server/src/plugins/app/operations.ts'), '../../control/http-rules.ts'),
    /server\.ts alone/,
  );
  assert.match(
    checkImport(at('apps/mock-server/src/ws/index.ts'), '../control/index.ts'),
    /server\.ts alone/,
  );
  assert.equal(checkImport(at('apps/mock-server/src/server.ts'), './control/index.ts'), null);
  assert.equal(checkImport(at('apps/mock-server/src/control/index.ts'), './rule-routes.ts'), null);
  assert.equal(
    checkImport(at('apps/mock-server/src/control/rule-routes.ts'), '../rules/rule-scope.ts'),
    null,
  );
  assert.equal(
    checkImport(at('apps/mock-server/src/plugins/app/operations.ts'), '../../rules/rule-book.ts'),
    null,
  );
  assert.equal(
    checkImport(
      at('apps/mock-server/test/control/request-body.test.ts'),
      '../../src/control/request-body.ts',
    ),
    null,
  );
});

test("the mock's src/lib does not import the store", () => {
  assert.match(checkImport(at('apps/mock-server/src/lib/config.ts'), '../store/index.ts'), /leaf/);
  assert.equal(checkImport(at('apps/mock-server/src/routes/present.ts'), '../store/index.ts'), null);
});

test('an import that comes back to its file is a cycle, type-only imports included', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cycle-'));
  try {
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import type { C } from './c';\nexport const b = 1;\n");
    writeFileSync(path.join(dir, 'c.ts'), "export type C = 1;\nexport { a } from './a.ts';\n");
    writeFileSync(path.join(dir, 'd.ts'), "import { b } from './b.ts';\nexport const d = b;\n");
    const ring = importRing(path.join(dir, 'a.ts'), './b.ts', createImportGraph());
    assert.deepEqual(
      ring?.map((f) => path.basename(f)),
      ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
    );
    // d imports into the ring but is not part of it.
    assert.equal(importRing(path.join(dir, 'd.ts'), './b.ts', createImportGraph()), null);
    assert.equal(importRing(path.join(dir, 'a.ts'), 'zod', createImportGraph()), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the workspace has no import cycle', () => {
  const files = execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', 'apps', 'packages', 'e2e', 'scripts'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((f) => /\.(ts|tsx|mts|js|mjs)$/.test(f) && !f.includes('/generated/') && existsSync(at(f)))
    .map(at);
  const rings = findCycles(files, createImportGraph()).map((ring) => ring.map((f) => path.relative(root, f)));
  assert.deepEqual(rings, []);
});

test('the cycle rule is wired into the workspace lint config', async () => {
  const eslint = new ESLint({ cwd: root });
  const file = at('apps/mock-server/src/ws/dispatch.ts');
  const [result] = await eslint.lintText(
    "import { InterviewConnection } from './connection.ts';\nexport const x = InterviewConnection;\n",
    {
      filePath: file,
    },
  );
  assert.ok(
    result.messages.some(
      (m) => m.ruleId === 'boundaries/no-cycle' && /dispatch\.ts → .*connection\.ts/.test(m.message),
    ),
    JSON.stringify(result.messages),
  );
});
