// Vitest's per-file isolation (a fresh module graph and environment for every test file) was most of the unit
// time: 97 s of the web app's 1,444 tests went to setting up happy-dom and re-importing React per file, against
// 13 s without it (mock-server 49 → 10 s, api-contract 31 → 12 s). So test files share their worker's module
// graph, except the files that swap a module or a global for the whole file (`vi.mock`, `vi.doMock`,
// `vi.resetModules`, `vi.stubGlobal`, `vi.stubEnv`): a shared, already-imported module would ignore their mock,
// or their stub would leak into the next file. Those still run isolated, as do the files that start MSW's Node
// server (it swaps the global fetch and WebSocket). Decision 0014. A file that puts its stubs back after each
// test (`afterEach(() => vi.unstubAllGlobals())`, `vi.unstubAllEnvs()`) leaves nothing to leak and shares
// (decision 0080).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// MSW's Node server counts too: `setupServer(...).listen()` swaps the global fetch and WebSocket for the file.
// Shared, it failed under Node 24 about one run in two (its socket was never intercepted: a close 1006 instead
// of the mock's 4401, a conversation that never started), and never alone.
const SWAPS_A_MODULE = /\bvi\.(mock|doMock|resetModules)\(|\bsetupServer\(/;
// A stub leaks only if the file leaves it behind: one that undoes its stubs after each test (the stubs made in
// `beforeEach` or in a test, `afterEach(() => vi.unstubAllGlobals())`) shares its worker (decision 0080).
const STUBS_A_GLOBAL = /\bvi\.stubGlobal\(/;
const UNSTUBS_GLOBALS = /\bafterEach\(\(\) => vi\.unstubAllGlobals\(\)\)/;
const STUBS_AN_ENV = /\bvi\.stubEnv\(/;
const UNSTUBS_ENVS = /\bafterEach\(\(\) => vi\.unstubAllEnvs\(\)\)/;

/** Whether a test file's source swaps a module or a global it does not put back after each test. */
export function swapsForTheFile(source) {
  return (
    SWAPS_A_MODULE.test(source) ||
    (STUBS_A_GLOBAL.test(source) && !UNSTUBS_GLOBALS.test(source)) ||
    (STUBS_AN_ENV.test(source) && !UNSTUBS_ENVS.test(source))
  );
}

const TEST_FILE = /\.test\.tsx?$/;

/** Test files under a folder of the package, relative to the package (fs.globSync needs Node 22). */
function testFiles(root, dir) {
  const found = [];
  const walk = (rel) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(child);
      else if (entry.isFile() && TEST_FILE.test(entry.name)) found.push(child);
    }
  };
  walk(dir);
  return found;
}

/**
 * Vitest `projects`: the files that swap a module or global run isolated, the rest share their worker.
 * `root` is the package folder, `include` the test globs relative to it (each starts with a plain folder).
 */
export function isolationProjects(root, include) {
  const isolated = include
    .flatMap((pattern) => testFiles(root, pattern.split('/*')[0]))
    .filter((file) => swapsForTheFile(readFileSync(path.join(root, file), 'utf8')))
    .sort();
  return [
    { extends: true, test: { name: 'shared', include, exclude: isolated, isolate: false } },
    ...(isolated.length
      ? [{ extends: true, test: { name: 'isolated', include: isolated, isolate: true } }]
      : []),
  ];
}
