// `pnpm bench`: every benchmark of the workspace, one after the other (they share 2 cores, so never in
// parallel), each printing its own figures and ratios measured in the same run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

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

// The whole bench ends within 10 minutes on a quiet two-core machine (decision 0790): each bench's wall time is
// printed, and the total against that line.
const WALL_BUDGET_S = 600;
const started = Date.now();
const times = [];
let failed = 0;
for (const [name, file, args] of benches) {
  if (!existsSync(file)) {
    console.log(`\n=== ${name}: not present (${file})`);
    continue;
  }
  console.log(`\n=== ${name}`);
  const t0 = Date.now();
  const r = spawnSync('pnpm', args, { stdio: 'inherit' });
  times.push(`${name} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (r.status !== 0) failed++;
}
const wall = (Date.now() - started) / 1000;
console.log(
  `\npnpm bench: ${wall.toFixed(0)} s of ${WALL_BUDGET_S} s (${((wall / WALL_BUDGET_S) * 100).toFixed(0)} %; ` +
    `${times.join(', ')}; load average ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores)`,
);
process.exit(failed ? 1 : 0);
