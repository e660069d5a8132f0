// What the mock answers for a request under /api/v1 that no contract operation matches: a 405 with `Allow`
// when the path is known under another method, else a 404 whose message names the nearest operations (most
// "mock returns 404" reports are a URL typo; decision 0260).
import type { Operation } from './openapi.ts';
import { API_PREFIX } from './openapi.ts';

export type UnknownRouteAnswer =
  { status: 405; allow: string[]; message: string } | { status: 404; suggestions: string[]; message: string };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** Whether a concrete path (no prefix) fits a contract path template such as /candidate/interview-rooms/{session}. */
export function pathMatches(template: string, path: string): boolean {
  const t = segmentsOf(template);
  const p = segmentsOf(path);
  return t.length === p.length && t.every((s, i) => isParam(s) || s === p[i]);
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Edit distance between a request path and a template, where a `{param}` segment takes the request's segment at
 * the same position (an id never counts as a typo) and a different method costs as much as one wrong segment.
 */
function distance(op: Operation, method: string, path: string): number {
  const requested = segmentsOf(path);
  const filled = segmentsOf(op.path).map((s, i) => (isParam(s) ? (requested[i] ?? s) : s));
  return levenshtein(requested.join('/'), filled.join('/')) + (op.method === method ? 0 : 3);
}

function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * The answer to `method url` (url with the /api/v1 prefix, query allowed), or undefined when the URL is outside
 * the API. Suggestions: the operations at the smallest distance, at most three, when that distance is a plausible
 * typo (at most a third of the path, at least 3 edits allowed).
 */
export function unknownRouteAnswer(
  operations: readonly Operation[],
  method: string,
  url: string,
): UnknownRouteAnswer | undefined {
  const pathname = url.split('?')[0]!;
  if (pathname !== API_PREFIX && !pathname.startsWith(`${API_PREFIX}/`)) return undefined;
  const path = `/${segmentsOf(pathname.slice(API_PREFIX.length)).join('/')}`;
  const upper = method.toUpperCase();
  const allow: string[] = [
    ...new Set(operations.filter((op) => pathMatches(op.path, path)).map((op) => op.method)),
  ];
  if (allow.length > 0 && !allow.includes(upper)) {
    if (allow.includes('GET')) allow.push('HEAD');
    return {
      status: 405,
      allow,
      message: `method ${upper} is not allowed on ${path}; allowed: ${allow.join(', ')}`,
    };
  }
  const ranked = operations
    .map((op) => ({ key: `${op.method} ${op.path}`, d: distance(op, upper, path) }))
    .sort((a, b) => a.d - b.d || a.key.localeCompare(b.key));
  const best = ranked[0]?.d ?? Infinity;
  const limit = Math.max(3, Math.ceil(path.length / 3));
  const suggestions =
    best <= limit
      ? ranked
          .filter((r) => r.d === best)
          .slice(0, 3)
          .map((r) => r.key)
      : [];
  const head = `no operation ${upper} ${path}`;
  return {
    status: 404,
    suggestions,
    message: suggestions.length > 0 ? `${head}; did you mean ${listed(suggestions)}?` : head,
  };
}
