// Vitest's per-file isolation (a fresh module graph and environment for every test file) was most of the unit
// time: 97 s of the web app's 1,444 tests went to setting up happy-dom and re-importing React per file, against
// 13 s without it (mock-server 49 → 10 s, api-contract 31 → 12 s). So test files share their worker's module
// graph, except the files that swap a module or a global for the whole file (`vi.mock`, `vi.doMock`,
// `vi.resetModules`, `vi.stubGlobal`, `vi.stubEnv`): a shared, already-imported module would ignore their mock,
// or their stub would leak into the next file. Those still run isolated, as do the files that start MSW's Node
// server (it swaps the global fetch and WebSocket). Decision 0014.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// MSW's Node server counts too: `setupServer(...).listen()` swaps the global fetch and WebSocket for the file.
// Shared, it failed under Node 24 about one run in two (its socket was never intercepted: a close 1006 instead
// of the mock's 4401, a conversation that never started), and never alone.
const SWAPS_A_MODULE_OR_GLOBAL = /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(|\bsetupServer\(/;

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
    .filter((file) => SWAPS_A_MODULE_OR_GLOBAL.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
  return [
    { extends: true, test: { name: 'shared', include, exclude: isolated, isolate: false } },
    ...(isolated.length
      ? [{ extends: true, test: { name: 'isolated', include: isolated, isolate: true } }]
      : []),
  ];
}
