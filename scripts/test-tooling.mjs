// `pnpm test:tooling`: node --test on the tooling tests, named one by one (works on Node 20, 22 and 24 alike).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolingTestFiles } from './lib/tooling-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(process.execPath, ['--test', ...toolingTestFiles(root)], {
  stdio: 'inherit',
  cwd: root,
});
process.exit(result.status ?? 1);
