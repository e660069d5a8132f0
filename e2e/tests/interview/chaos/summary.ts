import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { FAULT_KINDS, type FaultKind } from './faults.ts';
import type { InterviewResult } from './harness.ts';
import type { InvariantKind } from './invariants.ts';

/** The annotation each chaos group adds per interview (JSON of InterviewResult plus the seed). */
export const CHAOS_ANNOTATION = 'chaos-interview';

type Annotated = InterviewResult & { seed: number };

export interface ChaosSummary {
  seeds: number[];
  interviews: number;
  reachedFeedback: number;
  leftElsewhere: number;
  faultsDrawn: Record<FaultKind, number>;
  faultsFired: Record<FaultKind, number>;
  stuck: number;
  /** Interviews still live at a deadline: the machine, not the room (decision 0776). */
  load: number;
  violations: Partial<Record<InvariantKind, number>>;
  failed: number;
  /** Answers the candidates gave, and how many of them the mock held when last read (decision 0637). */
  answersGiven: number;
  answersOnMock: number;
}

export function summarize(results: Annotated[]): ChaosSummary {
  const zero = () => Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>;
  const s: ChaosSummary = {
    seeds: [...new Set(results.map((r) => r.seed))],
    interviews: results.length,
    reachedFeedback: results.filter((r) => r.outcome === 'feedback').length,
    leftElsewhere: results.filter((r) => r.outcome === 'left').length,
    faultsDrawn: zero(),
    faultsFired: zero(),
    stuck: results.filter((r) => r.outcome === 'stuck').length,
    load: results.filter((r) => r.outcome === 'load').length,
    violations: {},
    failed: results.filter((r) => r.failure).length,
    answersGiven: 0,
    answersOnMock: 0,
  };
  for (const r of results) {
    for (const k of r.faults) s.faultsDrawn[k] += 1;
    for (const k of r.fired) s.faultsFired[k] += 1;
    for (const v of r.violations) s.violations[v.kind] = (s.violations[v.kind] ?? 0) + 1;
    s.answersGiven += r.answers.spoken + r.answers.typed;
    s.answersOnMock += r.answers.onMock ?? 0;
  }
  return s;
}

export function formatSummary(s: ChaosSummary): string {
  const kinds = FAULT_KINDS.map((k) => `${k} ${s.faultsDrawn[k]} (${s.faultsFired[k]} fired)`).join(', ');
  const violations = Object.entries(s.violations)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  const total = Object.values(s.violations).reduce((a, b) => a + (b ?? 0), 0);
  return [
    `[chaos] summary, seed ${s.seeds.join(', ')} (replay: CHAOS_SEED=${s.seeds[0] ?? '?'})`,
    `  interviews ${s.interviews}: ${s.reachedFeedback} reached the feedback page, ${s.leftElsewhere} sent elsewhere by the app, ${s.failed} failed`,
    `  faults drawn by kind: ${kinds}`,
    `  stuck ${s.stuck}, load ${s.load}`,
    `  invariant violations ${total}${violations ? ` (${violations})` : ''}`,
    `  answers given ${s.answersGiven}, on the mock ${s.answersOnMock} (a resent answer the server already held counts twice there)`,
  ].join('\n');
}

/**
 * Prints the chaos summary at the end of any run that ran chaos groups (`pnpm e2e`, `pnpm e2e:chaos`): the
 * groups run in several worker processes, so only the reporter sees them all. A retried group counts once,
 * with its last attempt; an invariant broken on any attempt fails the run, even if the retry passed
 * (decision 0776).
 */
export default class ChaosSummaryReporter implements Reporter {
  private readonly byTest = new Map<string, Annotated[]>();
  private readonly broken: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const found = result.annotations
      .filter((a) => a.type === CHAOS_ANNOTATION && a.description)
      .map((a) => JSON.parse(a.description!) as Annotated);
    if (found.length) this.byTest.set(test.id, found);
    for (const r of found)
      if (r.outcome === 'violation') this.broken.push(`try ${result.retry + 1}: ${r.failure ?? ''}`);
  }

  async onEnd(_result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (this.byTest.size === 0) return undefined;
    console.log(`\n${formatSummary(summarize([...this.byTest.values()].flat()))}\n`);
    if (this.broken.length) {
      console.log(`[chaos] invariants broken (a retry does not undo them):\n  ${this.broken.join('\n  ')}\n`);
      return { status: 'failed' };
    }
    return undefined;
  }

  printsToStdio(): boolean {
    return false;
  }
}
