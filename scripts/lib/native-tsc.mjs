// TypeScript 7's compiler (the native port), which every package's `typecheck` runs (decision 0771). The
// workspace keeps TypeScript 5.9 as `typescript` for the tools that load the compiler's JavaScript API
// (typescript-eslint, openapi-typescript, editors); 7 is installed beside it as `typescript-native`, and this is
// the one place that knows where its CLI is.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The path of TypeScript 7's `tsc` launcher (run it with `node`). */
const nativeTscPath = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin/tsc');

/**
 * One checker instead of TypeScript 7's default four. The suite's compilations run beside the e2e browsers,
 * where only the CPU-seconds count (decisions 0765, 0775): four checkers each build the program's global types
 * again. The web app took 13.6 CPU-s with four against 5.1 with one, and less wall time too on two cores (8.3 s
 * against 3.8 s); the six packages 30.9 against 15.0 CPU-s. The same files are checked, with the same errors.
 */
const NATIVE_TSC_ARGS = ['--checkers', '1'];

/** The arguments for `node` that run the compiler with `args`, always with one checker. */
export function nativeTscArgv(...args) {
  return [nativeTscPath, ...NATIVE_TSC_ARGS, ...args];
}
