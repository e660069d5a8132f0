// `pnpm typecheck` in a package: TypeScript 7's native compiler on the package's tsconfig (decision 0771). The
// same errors as 5.9's `tsc` for this code, in about a quarter of the CPU time: the seven compilations of a CI
// run took ~93 CPU-seconds with 5.9.
import { spawnSync } from 'node:child_process';
import { nativeTscArgv } from './lib/native-tsc.mjs';

const { status, signal } = spawnSync(process.execPath, nativeTscArgv(...process.argv.slice(2)), {
  stdio: 'inherit',
});
process.exit(status ?? (signal ? 1 : 0));
