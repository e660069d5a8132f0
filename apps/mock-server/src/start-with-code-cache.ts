// The precompiled CLI's entry, dist/bin/start.mjs (scripts/build.ts): runs the CLI's bundle, dist/bin/mock.cjs
// (src/start.ts), with V8's code cache, and writes the cache once the mock listens if it had none it could use
// (decision 0076). `pnpm dev` runs src/start.ts itself.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapBundleStacks, runWithCodeCache } from './lib/code-cache.ts';

const bundle = join(dirname(fileURLToPath(import.meta.url)), 'mock.cjs');
mapBundleStacks(bundle);
const run = runWithCodeCache(bundle);
await run.exports.started;
// After the listen's own work, so writing the cache never delays it.
setImmediate(() => run.save());
