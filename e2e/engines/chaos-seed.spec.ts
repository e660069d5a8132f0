// One seed of the chaos gate in Firefox (decision 0068): the gate's own bot (tests/interview/chaos)
// driving Firefox ESR through the engines' page adapter, with the same plans, invariants and summary. The gate
// itself stays in Chromium (tests/interview/interview-chaos.spec.ts).
import { describeResult } from '../tests/interview/chaos/harness.ts';
import { ACTION_MS, CLEANUP_MS, HARNESS_GRACE_MS, INTERVIEW_MS } from '../tests/interview/chaos/harness.ts';
import { RECORDER_GRACE_MS } from '../tests/interview/chaos/invariants.ts';
import { runInterview } from '../tests/interview/chaos/interview.ts';
import { prng } from '../tests/interview/chaos/faults.ts';
import { GATE_SEEDS } from '../tests/interview/chaos/seeds.ts';
import { CHAOS_ANNOTATION } from '../tests/interview/chaos/summary.ts';
import { openEngineBot } from './chaos-bot.ts';
import { expect, test } from './fixtures.ts';

/**
 * The gate's last seed, its interviews 1 to 3: typed answers under a take-over while the interviewer speaks and a
 * drop during the leave (End interview → Leave, the end call failing once); a spoken answer under an error frame
 * and a slow end call; a spoken and two typed answers under a contract-breaking frame, a socket dropped and
 * rejoined to a server that never greets, and a drop during the leave. One after the other, a fresh Firefox each:
 * the engine projects run one browser at a time. Interview 0 (a muted then ended microphone) is left out: the
 * device events the bot sends never reached the room's listeners in Firefox (decision 0068).
 */
const SEED = 498792;
const INDICES = [1, 2, 3];

test(`chaos seed ${SEED} in Firefox: ${INDICES.length} interviews under compound faults`, async ({
  request,
  engine,
}) => {
  expect(
    GATE_SEEDS.some((s) => s.seed === SEED),
    'a seed of the gate',
  ).toBe(true);
  test.setTimeout(
    INDICES.length * (INTERVIEW_MS + HARNESS_GRACE_MS + RECORDER_GRACE_MS + ACTION_MS + 2 * CLEANUP_MS),
  );
  const replay = `pnpm exec playwright test engines/chaos-seed.spec.ts --project=${engine}`;
  const results = [];
  for (const index of INDICES) {
    const r = await runInterview({
      request,
      open: (mock) => openEngineBot(engine, mock),
      seed: SEED,
      index,
      // The gate's stream for (seed, index): the same plan as the gate's Chromium draws.
      rand: prng(SEED + index * 7919),
      debug: !!process.env.CHAOS_DEBUG,
      replay,
      screenshotPath: (name) => test.info().outputPath(name),
    });
    test
      .info()
      .annotations.push({ type: CHAOS_ANNOTATION, description: JSON.stringify({ seed: SEED, ...r }) });
    console.log(r.failure ?? describeResult(r));
    results.push(r);
  }
  expect(
    results.flatMap((r) => (r.failure ? [r.failure] : [])),
    `seed ${SEED} in ${engine}`,
  ).toEqual([]);
});
