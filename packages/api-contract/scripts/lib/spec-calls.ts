// Reads the HTTP call tables (§7) of the product spec markdown, so tests can prove openapi.yaml covers
// exactly the calls the spec lists.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface SpecCall {
  method: HttpMethod;
  /** Path as written in the spec, query string removed. */
  path: string;
  /** `METHOD /path` with every path parameter replaced by `{}`. */
  key: string;
}

const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The spec lives beside the repository: <repo>/../shared/spec. MOCKINT_SPEC_DIR overrides it. */
export function specDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.MOCKINT_SPEC_DIR ?? path.resolve(PACKAGE_ROOT, '../../../shared/spec');
}

export const SPEC_FILES = ['access-dashboard-registration.md', 'live-interview.md'] as const;

/** `/candidate/interview-rooms/{session}?x=1` -> `/candidate/interview-rooms/{}`. */
export function normalisePath(rawPath: string): string {
  return rawPath.split('?')[0]!.replace(/\{[^}]*\}/g, '{}');
}

export function callKey(method: string, rawPath: string): string {
  return `${method.toUpperCase()} ${normalisePath(rawPath)}`;
}

/** Text of section 7 ("## 7. ..." up to the next "## " heading). */
export function sectionSeven(markdown: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^##\s+7\b/.test(line));
  if (start === -1) throw new Error('spec has no "## 7" section');
  const end = lines.findIndex((line, index) => index > start && /^##\s+(?!#)/.test(line));
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

const ROW = /^\|\s*(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE)\s+(\/[^\s|]*)\s*\|/i;

/** HTTP calls of the section-7 tables of one spec document. */
export function parseSpecCalls(markdown: string): SpecCall[] {
  const calls: SpecCall[] = [];
  for (const line of sectionSeven(markdown).split('\n')) {
    const match = ROW.exec(line.trim());
    if (!match) continue;
    const method = match[1]!.toLowerCase() as HttpMethod;
    const rawPath = match[2]!.split('?')[0]!;
    calls.push({ method, path: rawPath, key: callKey(method, rawPath) });
  }
  return calls;
}

export function readSpecCalls(dir: string = specDir()): Record<(typeof SPEC_FILES)[number], SpecCall[]> {
  const read = (file: (typeof SPEC_FILES)[number]) =>
    parseSpecCalls(readFileSync(path.join(dir, file), 'utf8'));
  return {
    'access-dashboard-registration.md': read('access-dashboard-registration.md'),
    'live-interview.md': read('live-interview.md'),
  };
}
