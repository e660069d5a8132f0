import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The 450-line limit of source files, 700 of test files (decision 0064), as the workspace's lint applies it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const lines = (n) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
const tooLong = async (file, n) => {
  const [result] = await eslint.lintText(lines(n), { filePath: path.join(root, file) });
  return result.messages.some((m) => m.ruleId === 'max-lines');
};

test('a source file of apps/*/src or packages/*/src stops at 450 lines, blank and comment lines counted', async () => {
  assert.equal(await tooLong('apps/web/src/lib/a-long-file.ts', 450), false);
  assert.equal(await tooLong('apps/web/src/lib/a-long-file.ts', 451), true);
  assert.equal(await tooLong('apps/mock-server/src/store/a-long-file.ts', 451), true);
  assert.equal(await tooLong('packages/ui/src/a-long-file.tsx', 451), true);
  const [padded] = await eslint.lintText(lines(400) + '\n'.repeat(30) + '// why\n'.repeat(30), {
    filePath: path.join(root, 'apps/web/src/lib/a-long-file.ts'),
  });
  assert.ok(padded.messages.some((m) => m.ruleId === 'max-lines'));
});

test('a test file may run to 700 lines', async () => {
  assert.equal(await tooLong('apps/web/src/lib/a-long-file.test.ts', 700), false);
  assert.equal(await tooLong('apps/web/src/lib/a-long-file.test.ts', 701), true);
  assert.equal(await tooLong('apps/web/src/app/a-long-file.browser.test.tsx', 701), true);
});
