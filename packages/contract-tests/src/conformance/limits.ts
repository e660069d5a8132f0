// Request-input limits of openapi.yaml, called at each limit (accepted) and one past it (400). Each table row
// names its field as `<operationId> <path>`; limits.test.ts checks the rows cover every request limit of the
// contract, so a new maxLength/maximum without a case here fails the unit tests.
import { resolveRef } from '@mockint/api-contract/node';
import type { ContractOperation } from './contract.ts';
import type { CallOptions, Session } from './suite.ts';

/** A schema or parameter with its local `$ref`s followed; an absent node reads as an empty object. */
const deref = (document: Json, node: unknown): Json => resolveRef<Json | undefined>(document, node) ?? {};

type Json = Record<string, unknown>;

export interface LimitRow {
  /** Dotted path in the JSON body, or `query.<name>` / `path.<name>`. */
  field: string;
  /** `maxLength` / `maximum` from the contract. */
  limit: number;
  /** The value at the limit and one past it. */
  value: (n: number) => unknown;
}

/** Text of n characters that satisfies the contract's patterns (`\S`, `[A-Za-z0-9._-]`, printable ASCII). */
export const text = (n: number): string => 'x'.repeat(n);
/** An absolute URL of exactly n characters. */
export const url = (n: number): string => {
  const base = 'https://mockint.invalid/';
  return base + 'a'.repeat(n - base.length);
};

function withField(body: Json, path: string, value: unknown): Json {
  const [head, ...rest] = path.split('.');
  return {
    ...body,
    [head!]: rest.length === 0 ? value : withField((body[head!] ?? {}) as Json, rest.join('.'), value),
  };
}

export interface LimitTarget {
  operationId: string;
  rows: LimitRow[];
  /** The call for a body or parameter set; `atLimit` is true for the one call with every field at its limit. */
  call: (input: {
    body: Json;
    query: Json;
    params: Record<string, string>;
    atLimit: boolean;
  }) => Omit<CallOptions, 'label' | 'expect'>;
  base: { body?: Json; query?: Json; params?: Record<string, string> };
  /** What a request with every field at its limit answers (200, or a business 400 such as a bogus code). */
  accepted: { status: number; message?: string };
  /** Skip the at-limit call (it would change data the run cannot afford, e.g. a fourth registration). */
  pastOnly?: boolean;
  /** Where the body sits in the request, as requestLimits names it (`input.` for the registration JSON). */
  fieldPrefix?: string;
}

const LIMIT_KEYWORDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems'];
// Ids are one schema everywhere; its limit is called once (getInterviewRoom's path id), not in every body.
const SHARED_ID = '#/components/schemas/Id';

function collectLimits(document: Json, node: unknown, path: string, out: Set<string>, depth = 0): void {
  if (!node || typeof node !== 'object' || depth > 20) return;
  if ((node as Json).$ref === SHARED_ID) return;
  const schema = deref(document, node);
  if (LIMIT_KEYWORDS.some((keyword) => keyword in schema)) out.add(path);
  for (const key of ['oneOf', 'anyOf', 'allOf'])
    for (const branch of (schema[key] as unknown[] | undefined) ?? [])
      collectLimits(document, branch, path, out, depth + 1);
  for (const [name, sub] of Object.entries((schema.properties ?? {}) as Json))
    collectLimits(document, sub, path ? `${path}.${name}` : name, out, depth + 1);
  if (schema.items) collectLimits(document, schema.items, `${path}[]`, out, depth + 1);
}

/**
 * Every bounded request input of an operation: body fields by dotted path (a multipart body by part name,
 * `input.companyName`), parameters as `query.page` / `path.session`.
 */
export function requestLimits(document: Json, op: Pick<ContractOperation, 'path' | 'method'>): string[] {
  const item = deref(document, (document.paths as Json)[op.path]);
  const operation = (item[op.method.toLowerCase()] ?? {}) as Json;
  const out = new Set<string>();
  for (const raw of [
    ...((item.parameters as unknown[]) ?? []),
    ...((operation.parameters as unknown[]) ?? []),
  ]) {
    const parameter = deref(document, raw);
    collectLimits(document, parameter.schema, `${String(parameter.in)}.${String(parameter.name)}`, out);
  }
  const body = deref(document, operation.requestBody ?? {});
  for (const media of Object.values((body.content ?? {}) as Record<string, Json>))
    collectLimits(document, media.schema, '', out);
  return [...out].sort();
}

/** One call with every field of the target at its limit, then one call per field one past it. */
export async function runLimits(session: Session, target: LimitTarget): Promise<void> {
  const build = (fields: { row: LimitRow; n: number }[], atLimit = false) => {
    let body = target.base.body ?? {};
    const query = { ...(target.base.query ?? {}) };
    const params = { ...(target.base.params ?? {}) };
    for (const { row, n } of fields) {
      const value = row.value(n);
      if (row.field.startsWith('query.')) query[row.field.slice(6)] = value;
      else if (row.field.startsWith('path.')) params[row.field.slice(5)] = String(value);
      else body = withField(body, row.field, value);
    }
    return target.call({ body, query, params, atLimit });
  };
  if (!target.pastOnly) {
    const names = target.rows.map((row) => `${row.field} ${row.limit}`).join(', ');
    const response = await session.call(target.operationId, {
      label: `${target.accepted.status === 200 ? 'valid' : String(target.accepted.status)} at the limits (${names})`,
      ...build(
        target.rows.map((row) => ({ row, n: row.limit })),
        true,
      ),
      expect: target.accepted.status,
    });
    const message = (response?.body as { message?: unknown } | undefined)?.message;
    if (response && target.accepted.message && message !== target.accepted.message)
      session.record(target.operationId, {
        label: `at the limits answers ${target.accepted.message}`,
        outcome: 'FAIL',
        detail: `expected message ${target.accepted.message}, got ${String(message)}: a limit refused a valid value`,
      });
  }
  for (const row of target.rows) {
    session.coverLimit(target.operationId, `${target.fieldPrefix ?? ''}${row.field}`);
    await session.call(target.operationId, {
      label: `400 ${row.field} one past ${row.limit}`,
      ...build([{ row, n: row.limit + 1 }]),
      expect: 400,
    });
  }
}
