// The table of medians against budgets, and what made a figure near its budget.
import { DATA_FLOOR, DATA_PAGES, FLOOR, type Sample } from './scenarios.ts';
import { CLS_BUDGET, FLOOR_RATIO_BUDGET, INP_BUDGET_MS, LCP_BUDGET_MS, NEAR_BUDGET } from './settings.ts';

// ------------------------------------------------------------------ table

export const median = (v: number[]) => {
  const s = v.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export function printTable(samples: Sample[], failures: string[]): void {
  const byFigure = new Map<string, Sample[]>();
  for (const s of samples) byFigure.set(s.figure, [...(byFigure.get(s.figure) ?? []), s]);
  /** A floor's LCP in each run. */
  const floorRuns = (name: string) =>
    new Map((byFigure.get(`${name} LCP`) ?? []).map((s) => [s.run, s.value] as const));
  const floors = { [FLOOR]: floorRuns(FLOOR), [DATA_FLOOR]: floorRuns(DATA_FLOOR) };
  const floor = median([...floors[FLOOR].values()]);
  const dataFloor = median([...floors[DATA_FLOOR].values()]);
  /** The floor a page's LCP is a ratio to: the data floor for the pages that show a report (decision 0057). */
  const floorOf = (figure: string) =>
    DATA_PAGES.some((p) => figure.startsWith(`${p} `)) && floors[DATA_FLOOR].size ? DATA_FLOOR : FLOOR;
  const rows = [...byFigure.values()].map((list) => {
    const { figure, kind } = list[0]!;
    const values = list.map((s) => s.value);
    const v = median(values);
    const fmt = (x: number) =>
      !Number.isFinite(x)
        ? '—'
        : kind === 'cls'
          ? x.toFixed(3)
          : kind === 'lcp'
            ? `${(x / 1000).toFixed(2)} s`
            : `${Math.round(x)} ms`;
    const budget = kind === 'lcp' ? LCP_BUDGET_MS : kind === 'cls' ? CLS_BUDGET : INP_BUDGET_MS;
    const budgetText =
      kind === 'cls'
        ? `≤ ${CLS_BUDGET}`
        : kind === 'lcp'
          ? `≤ ${(LCP_BUDGET_MS / 1000).toFixed(1)} s`
          : `≤ ${INP_BUDGET_MS} ms`;
    const verdict = !Number.isFinite(v) ? 'n/a' : v <= budget ? 'PASS' : 'OVER';
    const shown = kind === 'inp' && v <= 16 ? '< 16 ms' : fmt(v);
    const files = median(list.flatMap((s) => (s.files === undefined ? [] : [s.files])));
    // A floor's own row has no verdict: it is a yardstick, not a page of the app (the data floor shows its
    // ratio to the bare floor). Each run's LCP is divided by its floor's in the same run, then the median.
    const isFloor = figure === `${FLOOR} LCP` || figure === `${DATA_FLOOR} LCP`;
    const yardstick = floors[figure === `${DATA_FLOOR} LCP` ? FLOOR : floorOf(figure)];
    const ratio =
      kind === 'lcp'
        ? median(list.map((s) => s.value / (yardstick.get(s.run) ?? NaN)).filter(Number.isFinite))
        : NaN;
    const ratioText = Number.isFinite(ratio)
      ? `${ratio.toFixed(2)}×${!isFloor && floorOf(figure) === DATA_FLOOR ? ' data' : ''}`
      : '';
    const ratioVerdict =
      kind !== 'lcp' || isFloor || !Number.isFinite(ratio)
        ? ''
        : ratio <= FLOOR_RATIO_BUDGET
          ? 'PASS'
          : 'OVER';
    return [
      figure,
      shown,
      `n=${values.length}: ${values.map(fmt).join(', ')}`,
      budgetText,
      verdict,
      ratioText,
      ratioVerdict,
      Number.isFinite(files) ? String(files) : '',
    ];
  });
  const head = [
    'figure',
    'median',
    'runs',
    'budget',
    'verdict',
    '÷ floor (same run)',
    `≤ ${FLOOR_RATIO_BUDGET}× floor`,
    'JS+CSS files',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(head)}`);
  for (const r of rows) console.log(line(r));
  const lcpRows = rows.filter(
    (r) => r[0]!.endsWith(' LCP') && r[0] !== `${FLOOR} LCP` && r[0] !== `${DATA_FLOOR} LCP`,
  );
  const count = (i: number) => lcpRows.filter((r) => r[i] === 'PASS').length;
  console.log(
    `\ntargets on the calibrated profile: LCP ≤ ${(LCP_BUDGET_MS / 1000).toFixed(1)} s on ${count(4)} of ` +
      `${lcpRows.length} pages; LCP ≤ ${FLOOR_RATIO_BUDGET}× its floor (${(floor / 1000).toFixed(2)} s` +
      (Number.isFinite(dataFloor)
        ? `; the data floor ${(dataFloor / 1000).toFixed(2)} s for ${DATA_PAGES.join(' and ')}`
        : '') +
      `) on ${count(6)} of ${lcpRows.length} pages`,
  );
  for (const list of byFigure.values()) {
    const worst = [...list].sort((a, b) => b.value - a.value)[0]!;
    const budget = worst.kind === 'lcp' ? LCP_BUDGET_MS : worst.kind === 'cls' ? CLS_BUDGET : Infinity;
    // Near the budget counts too: a run at 0.09 of 0.1 is where the next regression will come from.
    if (worst.value <= budget * NEAR_BUDGET || !worst.detail?.length) continue;
    const share = `${Math.round((worst.value / budget) * 100)} % of budget`;
    console.log(
      worst.kind === 'cls'
        ? `\n${worst.figure} ${worst.value.toFixed(3)} (worst run, ${share}), shifts ≥ 0.005 and what moved:`
        : `\n${worst.figure} ${(worst.value / 1000).toFixed(2)} s (worst run, ${share}), the element:`,
    );
    for (const d of worst.detail) console.log(`  ${d}`);
  }
  for (const f of failures) console.log(`  not measured: ${f}`);
}
