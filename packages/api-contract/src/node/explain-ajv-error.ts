// Turns Ajv's error list into the one line a developer needs: where, what was expected, what came.
import type { ErrorObject } from 'ajv/dist/2020.js';

type Json = Record<string, unknown>;

export interface AjvExplanation {
  /** Dotted location in the value: `data.candidate.fullName`; `(body)` for the root. */
  field: string;
  expected: string;
  got: string;
}

const unescapePointer = (key: string): string => key.replace(/~1/g, '/').replace(/~0/g, '~');
const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

const describeType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** `got` for a report: the value itself when short, else its type. */
export function describeActual(value: unknown): string {
  if (value === undefined) return 'missing';
  const json = JSON.stringify(value);
  return json !== undefined && json.length <= 60 ? `${describeType(value)} ${json}` : describeType(value);
}

function valueAt(body: unknown, pointer: string): unknown {
  if (!pointer) return body;
  return pointer
    .slice(1)
    .split('/')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Json)[unescapePointer(key)] : undefined,
      body,
    );
}

const dotted = (pointer: string): string =>
  pointer
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map(unescapePointer)
    .reduce((out, key) => (/^\d+$/.test(key) ? `${out}[${key}]` : out ? `${out}.${key}` : key), '') ||
  '(body)';

const COMBINATORS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not', '$ref']);

/**
 * The one error worth reporting out of Ajv's list: the deepest non-combinator error. Ajv reports a failed
 * `oneOf` as "must match exactly one schema" plus every branch's complaints; the deepest concrete one is
 * almost always what a developer needs ("data.fullName must be string").
 */
export function pickError(errors: readonly ErrorObject[]): ErrorObject | undefined {
  let best: ErrorObject | undefined;
  let bestDepth = -1;
  for (const error of errors) {
    if (COMBINATORS.has(error.keyword)) continue;
    const depth = error.instancePath.split('/').length + (error.keyword === 'required' ? 1 : 0);
    if (depth > bestDepth) [best, bestDepth] = [error, depth];
  }
  return best ?? errors[0];
}

/** One Ajv error on `value`, as field / expected / got. */
export function explainAjvError(error: ErrorObject, value: unknown): AjvExplanation {
  const params = error.params as Json;
  const at = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return {
        field: dotted(`${at}/${escapePointer(String(params.missingProperty))}`),
        expected: 'required field',
        got: 'missing',
      };
    case 'additionalProperties': {
      const pointer = `${at}/${escapePointer(String(params.additionalProperty))}`;
      return {
        field: dotted(pointer),
        expected: 'no such field',
        got: describeActual(valueAt(value, pointer)),
      };
    }
    case 'type':
      return { field: dotted(at), expected: String(params.type), got: describeActual(valueAt(value, at)) };
    case 'enum':
      return {
        field: dotted(at),
        expected: `one of ${JSON.stringify(params.allowedValues)}`,
        got: describeActual(valueAt(value, at)),
      };
    case 'const':
      return {
        field: dotted(at),
        expected: JSON.stringify(params.allowedValue),
        got: describeActual(valueAt(value, at)),
      };
    case 'format':
      return {
        field: dotted(at),
        expected: `format ${String(params.format)}`,
        got: describeActual(valueAt(value, at)),
      };
    default:
      return {
        field: dotted(at),
        expected: `${error.keyword}: ${error.message ?? ''}`.trim(),
        got: describeActual(valueAt(value, at)),
      };
  }
}

/** The best error of a failed validation, explained; undefined when Ajv gave none. */
export function explainAjvErrors(
  errors: readonly ErrorObject[] | null | undefined,
  value: unknown,
): AjvExplanation | undefined {
  const error = pickError(errors ?? []);
  return error ? explainAjvError(error, value) : undefined;
}

export const formatExplanation = (explanation: AjvExplanation): string =>
  `${explanation.field}: expected ${explanation.expected}, got ${explanation.got}`;
