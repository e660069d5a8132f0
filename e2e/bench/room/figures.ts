// Percentiles and the table of figures against targets.

// ------------------------------------------------------------------ figures

export const pct = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
export const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export interface Row {
  metric: string;
  values: number[];
  target: string;
  pass: ((s: number[]) => boolean) | null;
}

export function printTable(rows: Row[]): boolean {
  let ok = true;
  const head = ['metric', 'n', 'min', 'p50', 'p95', 'max', 'target', 'verdict'];
  const lines = rows.map((r) => {
    const s = [...r.values].sort((a, b) => a - b);
    const verdict = r.pass === null ? 'info' : s.length > 0 && r.pass(s) ? 'PASS' : 'FAIL';
    if (verdict === 'FAIL') ok = false;
    return [
      r.metric,
      String(s.length),
      ms(s[0] ?? NaN),
      ms(pct(s, 50)),
      ms(pct(s, 95)),
      ms(s.at(-1) ?? NaN),
      r.target,
      verdict,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${fmt(head)}`);
  for (const l of lines) console.log(fmt(l));
  return ok;
}
