// The progress clock the suite's limits are judged on (decision 0776).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { describe, it } from 'node:test';
import {
  advance,
  factorOfSample,
  laneTimes,
  MAX_FACTOR,
  progressDeadline,
  readClock,
  readingOf,
  slowdownOf,
  startProgressClock,
  wallLimit,
} from './lib/progress-clock.mjs';

/** A fake /proc: pid → { ppid, nice, tasks: { tid: 'run wait slices' } }. */
function proc(processes) {
  const files = {};
  const dirs = { '/proc': [...Object.keys(processes), 'self', 'stat'] };
  for (const [pid, p] of Object.entries(processes)) {
    files[`/proc/${pid}/stat`] = `${pid} (a (b) c) S ${p.ppid} 1 1 0 -1 0 0 0 0 0 0 0 0 0 20 ${p.nice} 1 0`;
    dirs[`/proc/${pid}/task`] = Object.keys(p.tasks);
    for (const [tid, line] of Object.entries(p.tasks)) files[`/proc/${pid}/task/${tid}/schedstat`] = line;
  }
  return {
    readDir: (dir) => {
      if (!(dir in dirs)) throw new Error(`ENOENT ${dir}`);
      return dirs[dir];
    },
    read: (file) => {
      if (!(file in files)) throw new Error(`ENOENT ${file}`);
      return files[file];
    },
  };
}

describe('the lane a sampler judges', () => {
  it("sums the run and wait times of every thread of the root's descendants at the lane's priority", () => {
    const fs = proc({
      10: { ppid: 1, nice: 0, tasks: { 10: '0 0 0' } }, // the run (root)
      11: { ppid: 10, nice: 0, tasks: { 11: '100 50 1', 12: '200 50 1' } }, // e2e lane step, two threads
      12: { ppid: 11, nice: 0, tasks: { 13: '1000 1000 1' } }, // its browser
      13: { ppid: 10, nice: 5, tasks: { 14: '5000 9000 1' } }, // the niced checks lane: another lane
      14: { ppid: 10, nice: 0, tasks: { 15: '7 7 1' } }, // the sampler itself
      15: { ppid: 1, nice: 0, tasks: { 16: '9999 9999 1' } }, // not the run's
    });
    assert.deepEqual(laneTimes({ rootPid: 10, nice: 0, selfPid: 14, ...fs }), { run: 1300, wait: 1100 });
    assert.deepEqual(laneTimes({ rootPid: 10, nice: 5, selfPid: 14, ...fs }), { run: 5000, wait: 9000 });
  });

  it('reads the slowdown as how much longer the ready work took than with a CPU to itself', () => {
    // 1 s ran, 1 s waited for a CPU (half a CPU's quota, or one busy neighbour per core): twice as slow.
    assert.equal(slowdownOf({ run: 0, wait: 0 }, { run: 1e9, wait: 1e9 }), 2);
    // Nothing ran (all asleep): no slowdown to judge by; a thread that ended took its times with it.
    assert.equal(slowdownOf({ run: 0, wait: 0 }, { run: 0, wait: 5e8 }), 1);
    assert.equal(slowdownOf({ run: 5e9, wait: 5e9 }, { run: 6e9, wait: 1e9 }), 1);
  });

  it('bounds a sample: never faster than written, never more than MAX_FACTOR slower', () => {
    assert.equal(factorOfSample(0.5, 1), 1);
    assert.equal(factorOfSample(1.5, 2), 3);
    assert.equal(factorOfSample(4, 8), MAX_FACTOR);
  });
});

describe('effective time', () => {
  it('counts wall time at the factor the lane had: a busier machine makes it run slower', () => {
    let state = { at: 0, effective: 0, factor: 1 };
    state = advance(state, { dtMs: 1000, sampleFactor: 4, at: 1000 });
    assert.equal(state.effective, 1000); // the second before the sample counted at 1
    assert.ok(state.factor > 1 && state.factor < 4, 'the factor follows the samples, smoothed');
    for (let t = 2000; t <= 30_000; t += 1000) state = advance(state, { dtMs: 1000, sampleFactor: 4, at: t });
    assert.ok(Math.abs(state.factor - 4) < 0.01);
    const before = state.effective;
    state = advance(state, { dtMs: 1000, sampleFactor: 4, at: 31_000 });
    assert.ok(Math.abs(state.effective - before - 250) < 1, 'a second at ×4 is a quarter second of work');
  });

  it('extrapolates a reading at the last factor, and never runs back', () => {
    const state = { at: 10_000, effective: 5_000, factor: 2 };
    assert.deepEqual(readingOf(state, 12_000), { effective: 6_000, factor: 2 });
    assert.deepEqual(readingOf(state, 9_000), { effective: 5_000, factor: 2 });
  });

  it("gives a runner's wall-time limit what is left of the written limit at the factor of now", () => {
    // 45 s written; 30 s of wall time gave 20 s of work: 25 s of work left, at ×3 now 75 s, plus the slack.
    assert.equal(
      wallLimit({ written: 45_000, wallSpent: 30_000, effectiveSpent: 20_000, factor: 3 }),
      107_000,
    );
    // Spent: the limit ends now (the slack is one check's lateness).
    assert.equal(
      wallLimit({ written: 45_000, wallSpent: 50_000, effectiveSpent: 46_000, factor: 1 }),
      52_000,
    );
  });

  it('a deadline judged on progress fires after its effective time, later on a slower clock', async () => {
    let wall = 0;
    const clock = (factor) => () => ({ effective: wall / factor, factor });
    const fired = [];
    const run = (factor) =>
      new Promise((resolve) => {
        wall = 0;
        const started = Date.now();
        const tick = setInterval(() => (wall = Date.now() - started), 5);
        progressDeadline(
          60,
          () => {
            clearInterval(tick);
            fired.push(Date.now() - started);
            resolve();
          },
          { checkMs: 10, clock: clock(factor) },
        );
      });
    await run(1);
    await run(3);
    assert.ok(fired[0] >= 60, `at ×1 after ${fired[0]} ms`);
    assert.ok(fired[1] >= 180, `at ×3 after ${fired[1]} ms, three times the work's wall time`);
  });

  it(
    'a sampler measures a lane whose busy work waits for the CPU as slower',
    { timeout: 60_000 },
    async () => {
      if (process.platform !== 'linux') return;
      // Two busy processes per core, started by this process: the lane the sampler judges. Each gets at most
      // half a core: the lane runs at least twice as slow as with a CPU each.
      const file = startProgressClock();
      const busy = Array.from({ length: 2 * availableParallelism() }, () =>
        spawn('sh', ['-c', 'while :; do :; done']),
      );
      try {
        let factor = 1;
        for (let i = 0; i < 20 && factor < 1.5; i++) {
          await new Promise((r) => setTimeout(r, 1000));
          factor = readClock(file).factor;
        }
        assert.ok(factor >= 1.5, `factor ${factor} with two busy processes per core`);
      } finally {
        for (const b of busy) b.kill();
      }
    },
  );
});
