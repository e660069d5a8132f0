// `pnpm test:node-lts [--node-side]` (a step of `pnpm test`): when this machine's Node is older than the LTS
// named in .nvmrc, run the tooling tests and every package's unit tests again under that LTS (only the
// Node-side packages with --node-side), so a Node-specific break fails CI instead of a newcomer's first command.
// The LTS comes from the npm registry's `node` package (its preinstall fetches the platform binary from the
// registry too), installed once into a cache folder and reused.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
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
  const status =
    run(node.bin, ['--test', ...toolingTestFiles(root)], { env }) ||
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
