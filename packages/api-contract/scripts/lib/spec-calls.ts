// The HTTP calls of the product spec's call tables. The committed spec-calls.json is the source the coverage
// test holds openapi.yaml to: nothing in the repository reads the spec itself (decision 0010). The markdown
// parser below is what a developer runs by hand on a copy of a call table when the spec changes.
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

/** Committed list of the spec's calls: `{ "<spec file>": ["METHOD /path", …] }`. */
export const SPEC_CALLS_FILE = path.join(PACKAGE_ROOT, 'spec-calls.json');

export const SPEC_FILES = ['access-dashboard-registration.md', 'live-interview.md'] as const;
export type SpecFile = (typeof SPEC_FILES)[number];
export type SpecCallsByFile = Record<SpecFile, SpecCall[]>;

function toCall(method: string, rawPath: string): SpecCall {
  const path = rawPath.split('?')[0]!;
  return { method: method.toLowerCase() as HttpMethod, path, key: callKey(method, path) };
}

const LINE = /^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) (\/\S*)$/;

/** Parses the committed list; a malformed line names itself instead of being skipped. */
export function parseSpecCallsFile(json: string): SpecCallsByFile {
  const raw = JSON.parse(json) as Record<string, unknown>;
  const read = (file: SpecFile): SpecCall[] => {
    const lines = raw[file];
    if (!Array.isArray(lines)) throw new Error(`spec-calls.json: "${file}" must be a list of "METHOD /path"`);
    return lines.map((line) => {
      const match = typeof line === 'string' ? LINE.exec(line) : null;
      if (!match) throw new Error(`spec-calls.json: "${String(line)}" is not "METHOD /path"`);
      return toCall(match[1]!, match[2]!);
    });
  };
  return {
    'access-dashboard-registration.md': read('access-dashboard-registration.md'),
    'live-interview.md': read('live-interview.md'),
  };
}

export function loadSpecCalls(file: string = SPEC_CALLS_FILE): SpecCallsByFile {
  return parseSpecCallsFile(readFileSync(file, 'utf8'));
}

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
    calls.push(toCall(match[1]!, match[2]!));
  }
  return calls;
}
