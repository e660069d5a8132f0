import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { checkImport } from './eslint-boundaries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

test('a feature may not import another feature, by alias or by relative path', () => {
  const file = at('apps/web/src/features/dashboard/components/balance-card.tsx');
  assert.match(checkImport(file, '@/features/pricing/components/plan-card'), /dashboard → pricing/);
  assert.match(checkImport(file, '../../pricing/api/get-plans'), /dashboard → pricing/);
  assert.equal(checkImport(file, '../api/get-stats'), null);
  assert.equal(checkImport(file, '@/features/dashboard/utils/x'), null);
  assert.equal(checkImport(file, '@/lib/format/currency'), null);
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
