// The precompiled CLI's loader (src/lib/code-cache.ts, decision 0076), each start in a process of its own as
// `pnpm start` runs it: V8 keeps compiled scripts in memory, so one process would not show what a start reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LOADER = fileURLToPath(new URL('../../src/lib/code-cache.ts', import.meta.url));
let dir: string;
let bundle: string;
let runner: string;

interface Start {
  status: string;
  answer: number;
  saved: boolean;
  stack: string;
}

/** One start: load the bundle through the loader, call into it, save the cache. */
function start(cacheFile: string): Start {
  const result = spawnSync(process.execPath, [runner, bundle, cacheFile], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the start failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as Start;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
  // The bundle is built as scripts/build.ts builds the mock's: CommonJS, with a map of its TypeScript.
  writeFileSync(
    join(dir, 'fixture.ts'),
    [
      'export const answer: number = 6 * 7;',
      '',
      'export function boom(): never {',
      "  throw new Error('boom');",
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'runner.ts'),
    `import { mapBundleStacks, runWithCodeCache } from ${JSON.stringify(LOADER)};
const [bundle, cacheFile] = process.argv.slice(2) as [string, string];
mapBundleStacks(bundle);
const run = runWithCodeCache(bundle, cacheFile);
let stack = '';
try {
  (run.exports.boom as () => void)();
} catch (error) {
  stack = (error as Error).stack ?? '';
}
console.log(JSON.stringify({ status: run.status, answer: run.exports.answer, saved: run.save(), stack }));
`,
  );
  bundle = join(dir, 'bundle.cjs');
  runner = join(dir, 'runner.mjs');
  await build({
    entryPoints: [join(dir, 'fixture.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'silent',
  });
  await build({
    entryPoints: [join(dir, 'runner.ts')],
    outfile: runner,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CLI loader with V8 code cache', () => {
  it('compiles a first start and writes the cache; the next start reads it and runs the same', () => {
    const cacheFile = join(dir, 'first.v8-cache');
    const first = start(cacheFile);
    expect(first).toMatchObject({ status: 'absent', answer: 42, saved: true });
    expect(existsSync(cacheFile)).toBe(true);
    expect(start(cacheFile)).toMatchObject({ status: 'accepted', answer: 42, saved: true });
  });

  it("runs the bundle when the cache is not V8's (another Node, a corrupt file), and replaces it", () => {
    const cacheFile = join(dir, 'corrupt.v8-cache');
    writeFileSync(cacheFile, 'not a code cache');
    expect(start(cacheFile)).toMatchObject({ status: 'rejected', answer: 42, saved: true });
    expect(start(cacheFile).status).toBe('accepted');
  });

  it("never runs an earlier build's code: a rebuilt bundle of the same length compiles anew", () => {
    const cacheFile = join(dir, 'rebuilt.v8-cache');
    const built = readFileSync(bundle, 'utf8');
    expect(start(cacheFile).answer).toBe(42);
    const rebuilt = built.replace('6 * 7', '6 * 8');
    expect(rebuilt.length).toBe(built.length);
    writeFileSync(bundle, rebuilt);
    try {
      expect(start(cacheFile)).toMatchObject({ status: 'rejected', answer: 48 });
      expect(start(cacheFile)).toMatchObject({ status: 'accepted', answer: 48 });
    } finally {
      writeFileSync(bundle, built);
    }
  });

  it('starts as before when the cache cannot be written, and says it was not saved', () => {
    const cacheFile = join(dir, 'no-such-folder', 'x.v8-cache');
    expect(start(cacheFile)).toMatchObject({ status: 'absent', answer: 42, saved: false });
    expect(existsSync(join(dir, 'no-such-folder'))).toBe(false);
  });

  it('names the TypeScript source and line in a stack trace through the bundle', () => {
    const { stack } = start(join(dir, 'stack.v8-cache'));
    expect(stack.split('\n')[0]).toBe('Error: boom');
    expect(stack).toMatch(/at (Object\.)?boom \(.*fixture\.ts:4:9\)/);
    expect(stack).not.toContain('bundle.cjs');
  });
});
