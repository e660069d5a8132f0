// `pnpm bench`: every benchmark of the workspace, one after the other (they share 2 cores, so never in
// parallel), each printing its own figures and ratios measured in the same run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches = [
  [
    'mock server (HTTP + socket)',
    'apps/mock-server/bench/run.ts',
    ['--filter', '@mockint/mock-server', 'bench'],
  ],
  ['web bundle (Chromium)', 'e2e/bench/bundle-size.ts', ['--filter', '@mockint/e2e', 'bench']],
  ['interview room (Chromium)', 'e2e/bench/room-bench.ts', ['--filter', '@mockint/e2e', 'bench:room']],
  [
    'Web Vitals, slow phone (Chromium)',
    'e2e/bench/web-vitals.ts',
    ['--filter', '@mockint/e2e', 'bench:vitals'],
  ],
];

// The browser benches measure the production build: (re)build it first (turbo replays it when unchanged).
const build = spawnSync('pnpm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let failed = 0;
for (const [name, file, args] of benches) {
  if (!existsSync(file)) {
    console.log(`\n=== ${name}: not present (${file})`);
    continue;
  }
  console.log(`\n=== ${name}`);
  const r = spawnSync('pnpm', args, { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
