// Installs the progress clock (decision 0776) in a Vitest worker on the Node side: the patched runner
// (patches/@vitest__runner@4.1.12.patch) judges each test's and hook's limit on it. The clock's file comes from
// the run (`pnpm test`'s lane) or from the Vitest process that read the config (machine.mjs vitestLimits).
//
// The wall clock is taken now, before any test fakes Date: a test that moves fake time by an hour must not spend
// an hour of its limit.
import { CLOCK_ENV, readClock } from './progress-clock.mjs';

const file = process.env[CLOCK_ENV];
const now = Date.now.bind(Date);
if (file) globalThis.__MOCKINT_PROGRESS__ = () => readClock(file, now());
