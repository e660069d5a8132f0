import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { checksFile, readRoutes, routeIn } from './eslint-route-literals.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

test('reads the routes of config/paths.ts, without the bare /', () => {
  const routes = readRoutes();
  assert.ok(routes.includes('/app/dashboard'));
  assert.ok(routes.includes('/interview/join'));
  assert.ok(!routes.includes('/'));
});

test('a route matches exactly or followed by ?, / or #; API paths do not', () => {
  assert.equal(routeIn('/app/dashboard'), '/app/dashboard');
  assert.equal(routeIn('/interview/join?session='), '/interview/join');
  assert.equal(routeIn('/app/interview-sessions/report?session=x'), '/app/interview-sessions/report');
  assert.equal(routeIn('/interview/register'), undefined);
  assert.equal(routeIn('/interview/sessions/revoke'), undefined);
  assert.equal(routeIn('/candidate/interview-rooms/{session}'), undefined);
  assert.equal(routeIn('dashboard'), undefined);
});

test('applies to all of apps/web/src except config/paths and tests', () => {
  assert.equal(checksFile(at('apps/web/src/lib/session-rows.ts')), true);
  assert.equal(checksFile(at('apps/web/src/config/paths.ts')), false);
  assert.equal(checksFile(at('apps/web/src/lib/session-rows.test.ts')), false);
  assert.equal(checksFile(at('apps/web/src/features/interview/utils/session/session-machine.ts')), true);
  assert.equal(checksFile(at('apps/mock-server/src/server.ts')), false);
});

test('the rule is wired into the workspace lint config', async () => {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText("export const to = `/interview/join?session=${'x'}`;\n", {
    filePath: at('apps/web/src/lib/probe.ts'),
  });
  assert.ok(
    result.messages.some((m) => m.ruleId === 'routes/no-route-literals'),
    JSON.stringify(result.messages),
  );
});
