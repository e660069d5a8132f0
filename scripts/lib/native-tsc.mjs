// TypeScript 7's compiler (the native port), which every package's `typecheck` runs (decision 0771). The
// workspace keeps TypeScript 5.9 as `typescript` for the tools that load the compiler's JavaScript API
// (typescript-eslint, openapi-typescript, editors); 7 is installed beside it as `typescript-native`, and this is
// the one place that knows where its CLI is.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The path of TypeScript 7's `tsc` launcher (run it with `node`). */
export const nativeTscPath = path.join(
  path.dirname(require.resolve('typescript-native/package.json')),
  'bin/tsc',
);
