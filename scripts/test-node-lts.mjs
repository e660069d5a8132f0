// `pnpm test:node-lts [--node-side | --engine-surface]` (a step of `pnpm test`): when this machine's Node is older
// than the LTS named in .nvmrc, run the tooling tests and every package's unit tests again under that LTS (only
// the Node-side packages with --node-side; only their and the tooling's test files on the engine's surface with
// --engine-surface, what CI runs), so a Node-specific break fails CI instead of a newcomer's first command.
// The LTS comes from the npm registry's `node` package (its preinstall fetches the platform binary from the
// registry too), installed once into a cache folder and reused.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolingTestFiles } from './lib/tooling-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The packages whose code runs on Node (the mock server, the contract generator, the conformance suite and the
 * breaking-change gate): `--node-side` runs only these. `pnpm test` (CI) runs this way since decision 0763: the
 * web app's and ui's code runs in browsers, and their 2,600 tests under a second Node cost more of the suite's
 * 7-minute budget than a Node-specific break in happy-dom is worth; `pnpm test:node-lts` alone runs them all.
 */
export const NODE_SIDE_PACKAGES = [
  '@mockint/api-contract',
  '@mockint/mock-server',
  '@mockint/contract-tests',
];

/** Where each Node-side package lives, and the folder its test files are under. */
export const NODE_SIDE_TESTS = {
  '@mockint/api-contract': { dir: 'packages/api-contract', tests: 'test' },
  '@mockint/mock-server': { dir: 'apps/mock-server', tests: 'test' },
  '@mockint/contract-tests': { dir: 'packages/contract-tests', tests: 'src' },
};

/**
 * A test file on the engine's surface: it reaches out of the process (a real socket or server, a child process,
 * Node's http or stream modules), swaps the global fetch or WebSocket (MSW's Node server), or loads modules at
 * run time. The rest of the Node-side tests run our own logic on V8's JavaScript (routes through Fastify's
 * in-process inject, schemas, diffs), which the main pass already runs under this Node; the breaks the LTS has
 * shown were all here: `node --test` refusing a folder (the tooling tests, which run whole), MSW's socket under
 * Node 24 (msw/socket.test.ts), `fs.globSync` missing before Node 22. Decision 0080.
 */
export const ENGINE_SURFACE =
  /from 'node:(net|http|https|child_process|stream|worker_threads)'|\blisten\(|\bsetupServer\(|\bnew WebSocket\(|\bfetch\(|\bimport\(/;

/** The test files of a package folder (relative to it) that are on the engine's surface, sorted. */
export function engineSurfaceFiles(packageDir, testsDir) {
  const found = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(packageDir, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(child);
      else if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) {
        if (ENGINE_SURFACE.test(readFileSync(path.join(packageDir, child), 'utf8'))) found.push(child);
      }
    }
  };
  walk(testsDir);
  return found.sort();
}

/** The major of .nvmrc ("24", "v24", "24.11.0", "lts/*" is not supported: it needs a download index). */
export function ltsMajor(nvmrc) {
  const match = /^v?(\d+)/.exec(nvmrc.trim());
  if (!match) throw new Error(`.nvmrc must name a Node version (e.g. 24), found "${nvmrc.trim()}"`);
  return Number(match[1]);
}

export function cacheDir(major, env = process.env) {
  if (env.MOCKINT_NODE_CACHE) return path.join(env.MOCKINT_NODE_CACHE, `node-${major}`);
  const base = env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(base, 'mockint', `node-${major}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Path of a cached Node of this major, installing it from the npm registry when absent. */
export function ensureNode(major, env = process.env) {
  const dir = cacheDir(major, env);
  const bin = path.join(dir, 'node_modules', 'node', 'bin', 'node');
  const version = () => spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (existsSync(bin) && version().startsWith(`v${major}.`)) return { bin, version: version(), cached: true };
  mkdirSync(dir, { recursive: true });
  const status = run(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `node@${major}`,
    ],
    { cwd: dir },
  );
  if (status !== 0 || !existsSync(bin)) throw new Error(`could not install node@${major} into ${dir}`);
  return { bin, version: version(), cached: false };
}

/**
 * The tooling tests on the engine's surface (with --engine-surface): `node --test` itself is what broke under a
 * newer Node (decision 0010), and any file list proves it takes files; the rest are our rules on V8 (decision 0080).
 */
export function engineSurfaceToolingFiles(rootDir) {
  return toolingTestFiles(rootDir).filter((file) =>
    ENGINE_SURFACE.test(readFileSync(path.join(rootDir, file), 'utf8')),
  );
}

/** Each Node-side package's engine-surface files under Vitest, one package after the other; the first failure stops. */
function engineSurfaceTests(env) {
  for (const name of NODE_SIDE_PACKAGES) {
    const { dir, tests } = NODE_SIDE_TESTS[name];
    const files = engineSurfaceFiles(path.join(root, dir), tests);
    console.log(`node-lts: ${name}, ${files.length} files on the engine's surface`);
    const status = run('pnpm', ['exec', 'vitest', 'run', ...files], { env, cwd: path.join(root, dir) });
    if (status !== 0) return status;
  }
  return 0;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const started = Date.now();
  const nodeSideOnly = process.argv.includes('--node-side');
  const major = ltsMajor(readFileSync(path.join(root, '.nvmrc'), 'utf8'));
  const current = Number(process.versions.node.split('.')[0]);
  if (current >= major) {
    console.log(
      `node-lts: skipped, this Node (v${process.versions.node}) is already at or past the LTS in .nvmrc (${major})`,
    );
    process.exit(0);
  }
  const node = ensureNode(major);
  console.log(
    `node-lts: tooling and unit tests under Node ${node.version} (${node.cached ? 'cached' : 'installed'} at ${node.bin})`,
  );
  const env = {
    ...process.env,
    PATH: `${path.dirname(node.bin)}${path.delimiter}${process.env.PATH}`,
    // Part of the test task's hash (turbo.json), so turbo neither replays this machine's Node results for the
    // LTS run nor the other way round.
    MOCKINT_TEST_NODE: node.version,
  };
  const tooling = (files) => run(node.bin, ['--test', ...files], { env });
  const status = process.argv.includes('--engine-surface')
    ? tooling(engineSurfaceToolingFiles(root)) || engineSurfaceTests(env)
    : tooling(toolingTestFiles(root)) ||
      run(
        'pnpm',
        [
          'exec',
          'turbo',
          'run',
          'test',
          ...(nodeSideOnly ? NODE_SIDE_PACKAGES.map((name) => `--filter=${name}`) : []),
          '--concurrency=2',
          '--output-logs=errors-only',
          // --only (from `pnpm test`, after its build): run the tests alone, without replaying `generate`'s
          // cached outputs into files the e2e lane beside it is reading.
          ...(process.argv.includes('--only') ? ['--only'] : []),
        ],
        { env },
      );
  console.log(
    `node-lts: ${status === 0 ? 'passed' : 'FAILED'} under Node ${node.version} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(status);
}
