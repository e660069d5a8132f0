const norm = (s: string) => s.trim().toLowerCase();

function dedupe(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    const key = norm(v);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(v.trim());
  }
  return out;
}

// One collator for every comparison: `localeCompare` with a locale and options builds a new one per call, which
// made sorting the country list the wizard's costliest function before its first paint (decision 0462).
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/**
 * Country suggestions (spec): case-insensitive prefix or substring match, de-duplicated, prefix matches
 * first, each group alphabetical. An empty query lists every country alphabetically.
 */
export function matchCountries(countries: readonly string[], query: string, limit = Infinity): string[] {
  const all = dedupe(countries);
  const q = norm(query);
  if (!q) return all.sort(byName).slice(0, limit);
  const prefix: string[] = [];
  const infix: string[] = [];
  for (const c of all) {
    const n = c.toLowerCase();
    if (n.startsWith(q)) prefix.push(c);
    else if (n.includes(q)) infix.push(c);
  }
  return [...prefix.sort(byName), ...infix.sort(byName)].slice(0, limit);
}

/** Job role / company suggestions (spec): case-insensitive substring, de-duplicated, source order kept. */
export function matchSubstring(values: readonly string[], query: string, limit = Infinity): string[] {
  const all = dedupe(values);
  const q = norm(query);
  return (q ? all.filter((v) => v.toLowerCase().includes(q)) : all).slice(0, limit);
}
