// The machine measurement the suite's limits and workers follow (decision 0768).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot, vitestConfigs } from './lib/vitest-configs.mjs';
import { cgroupCpuLimit, e2eWorkers, factorOf, scaled, usableCpusOf, vitestLimits } from './lib/machine.mjs';

/** A fake /proc and /sys/fs/cgroup: `files` maps a path to its content. */
function fs(files) {
  return {
    read: (file) => {
      if (!(file in files)) throw new Error(`ENOENT ${file}`);
      return files[file];
    },
    exists: (dir) => Object.keys(files).some((f) => f.startsWith(`${dir}/`)),
  };
}

describe('cgroupCpuLimit', () => {
  it('reads a cgroup v1 quota of the process group (with-slow-machine 4 on two cores: half a CPU)', () => {
    const limit = cgroupCpuLimit(
      fs({
        '/proc/self/cgroup': '4:memory:/x\n1:cpu:/slow-machine-42\n0::/\n',
        '/sys/fs/cgroup/cpu/slow-machine-42/cpu.cfs_quota_us': '50000\n',
        '/sys/fs/cgroup/cpu/slow-machine-42/cpu.cfs_period_us': '100000\n',
        '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1\n',
        '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000\n',
      }),
    );
    assert.equal(limit, 0.5);
  });

  it('reads cgroup v2 cpu.max, and a parent quota caps its child', () => {
    const limit = cgroupCpuLimit(
      fs({
        '/proc/self/cgroup': '0::/ci/job\n',
        '/sys/fs/cgroup/ci/job/cpu.max': 'max 100000\n',
        '/sys/fs/cgroup/ci/cpu.max': '150000 100000\n',
        '/sys/fs/cgroup/cpu.max': 'max 100000\n',
      }),
    );
    assert.equal(limit, 1.5);
  });

  it('is undefined where no quota is set, or there is no cgroup file', () => {
    assert.equal(
      cgroupCpuLimit(
        fs({
          '/proc/self/cgroup': '1:cpu,cpuacct:/\n',
          '/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us': '-1',
          '/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us': '100000',
        }),
      ),
      undefined,
    );
    assert.equal(cgroupCpuLimit(fs({})), undefined);
  });
});

describe('usable CPUs and workers', () => {
  it('takes the tighter of the cores and the quota', () => {
    assert.equal(usableCpusOf({ cores: 2, limit: 0.5 }), 0.5);
    assert.equal(usableCpusOf({ cores: 2, limit: undefined }), 2);
    assert.equal(usableCpusOf({ cores: 1, limit: 4 }), 1);
  });

  it('runs two workers per usable CPU, at least one', () => {
    assert.equal(e2eWorkers(2), 4);
    assert.equal(e2eWorkers(1), 2);
    assert.equal(e2eWorkers(0.5), 1);
    assert.equal(e2eWorkers(0.2), 1);
  });
});

describe('the machine factor', () => {
  it('is the workload time over the reference, never below 1', () => {
    assert.equal(factorOf(1600, 400), 4);
    assert.equal(factorOf(200, 400), 1);
    assert.equal(factorOf(500, 400), 1.25);
  });

  it('scales a limit written for the reference machine', () => {
    assert.equal(scaled(45_000, 4), 180_000);
    assert.equal(scaled(45_000, 1), 45_000);
  });

  it("gives Vitest's hooks and teardowns a test's limit, not Vitest's own 10 s, in the reference's ms", () => {
    // The patched runner judges them on the progress clock (decision 0776): no scaling here.
    assert.deepEqual(vitestLimits(60_000), {
      testTimeout: 60_000,
      hookTimeout: 60_000,
      teardownTimeout: 60_000,
    });
  });

  it('every Vitest config installs the progress clock its limits are judged on', () => {
    const configs = vitestConfigs();
    assert.ok(configs.length >= 5, `found ${configs.length} configs`);
    for (const file of configs) {
      const text = readFileSync(file, 'utf8');
      if (text.includes('vitestLimits(')) assert.match(text, /progressSetup/, path.relative(repoRoot, file));
    }
  });
});
