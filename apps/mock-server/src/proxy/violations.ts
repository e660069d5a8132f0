import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parseClientMessage, parseServerMessage } from '@mockint/api-contract/socket';
import { API_PREFIX, loadContract, type Contract, type Operation } from '../contract/openapi.ts';

type Json = Record<string, unknown>;

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

/** One way the upstream (or the web app, for client frames) broke the contract. */
export interface Violation {
  /** `GET /candidates/me (getCurrentCandidate)` or `socket server→client model_response`. */
  operation: string;
  status?: number;
  /** Dotted field: `data.candidate.fullName`; `(body)` for the whole answer. */
  field: string;
  expected: string;
  got: string;
}

export const formatViolation = (v: Violation): string =>
  `${v.operation}${v.status !== undefined ? ` → ${v.status}` : ''}: ${v.field}: expected ${v.expected}, got ${v.got}`;

const describeType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function describeActual(value: unknown): string {
  if (value === undefined) return 'missing';
  const json = JSON.stringify(value);
  return json !== undefined && json.length <= 60 ? `${describeType(value)} ${json}` : describeType(value);
}

const unescape = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');

function valueAt(body: unknown, pointer: string): unknown {
  if (!pointer) return body;
  return pointer
    .slice(1)
    .split('/')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Json)[unescape(key)] : undefined),
      body,
    );
}

const dotted = (pointer: string): string =>
  pointer
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map(unescape)
    .reduce((out, key) => (/^\d+$/.test(key) ? `${out}[${key}]` : out ? `${out}.${key}` : key), '') ||
  '(body)';

const COMBINATORS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not', '$ref']);

/** The deepest concrete error: what a developer needs out of Ajv's oneOf noise. */
function pickError(errors: readonly ErrorObject[]): ErrorObject | undefined {
  let best: ErrorObject | undefined;
  let depth = -1;
  for (const error of errors) {
    if (COMBINATORS.has(error.keyword)) continue;
    const d = error.instancePath.split('/').length + (error.keyword === 'required' ? 1 : 0);
    if (d > depth) [best, depth] = [error, d];
  }
  return best ?? errors[0];
}

function describeError(error: ErrorObject, body: unknown): Pick<Violation, 'field' | 'expected' | 'got'> {
  const params = error.params as Json;
  const value = valueAt(body, error.instancePath);
  switch (error.keyword) {
    case 'required':
      return {
        field: dotted(`${error.instancePath}/${String(params.missingProperty)}`),
        expected: 'required field',
        got: 'missing',
      };
    case 'type':
      return { field: dotted(error.instancePath), expected: String(params.type), got: describeActual(value) };
    case 'enum':
      return {
        field: dotted(error.instancePath),
        expected: `one of ${JSON.stringify(params.allowedValues)}`,
        got: describeActual(value),
      };
    case 'const':
      return {
        field: dotted(error.instancePath),
        expected: JSON.stringify(params.allowedValue),
        got: describeActual(value),
      };
    default:
      return {
        field: dotted(error.instancePath),
        expected: `${error.keyword} (${error.message ?? ''})`,
        got: describeActual(value),
      };
  }
}

/** Which operation of the contract a request hits, by method and path template. */
export class OperationMatcher {
  private readonly routes: Array<{ op: Operation; pattern: RegExp; params: number }>;

  constructor(contract: Contract) {
    this.routes = contract.operations
      .map((op) => ({
        op,
        pattern: new RegExp(
          `^${API_PREFIX}${op.path
            .split('/')
            .map((segment) =>
              /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
            )
            .join('/')}/?$`,
        ),
        params: (op.path.match(/\{/g) ?? []).length,
      }))
      // Literal paths win over templated ones (…/feedbacks/latest before …/feedbacks/{id}).
      .sort((a, b) => a.params - b.params);
  }

  match(method: string, url: string): Operation | undefined {
    const path = url.split('?')[0] ?? url;
    return this.routes.find((route) => route.op.method === method.toUpperCase() && route.pattern.test(path))
      ?.op;
  }
}

/**
 * Checks upstream answers and frames against the contract. Never throws: a validator problem must not
 * break the proxied app.
 */
export class ContractChecker {
  readonly contract: Contract;
  readonly matcher: OperationMatcher;
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(contract: Contract = loadContract()) {
    this.contract = contract;
    this.matcher = new OperationMatcher(contract);
    // Own instance with allErrors: the mock's validators stop at the first error, which inside a oneOf is
    // rarely the one that explains the drift.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(
      { $id: 'openapi.json', components: (contract.document as Json).components },
      'openapi.json',
    );
  }

  checkHttp(
    method: string,
    url: string,
    status: number,
    contentType: string | undefined,
    text: string,
  ): Violation[] {
    try {
      const op = this.matcher.match(method, url);
      if (!op) {
        return [
          {
            operation: `${method} ${url.split('?')[0]}`,
            status,
            field: '(operation)',
            expected: 'an operation of openapi.yaml',
            got: 'unknown path',
          },
        ];
      }
      const operation = `${op.key} (${op.operationId})`;
      const response = op.responses[String(status)] ?? op.responses.default;
      if (!response) {
        return [
          {
            operation,
            status,
            field: '(status)',
            expected: `one of ${Object.keys(op.responses).join(', ')}`,
            got: `HTTP ${status}`,
          },
        ];
      }
      const content = response.content as Record<string, { schema?: Json }> | undefined;
      if (!content) return [];
      const schema = content['application/json']?.schema;
      if (!contentType?.includes('json')) {
        return [
          {
            operation,
            status,
            field: '(content-type)',
            expected: Object.keys(content).join(', '),
            got: contentType ?? 'none',
          },
        ];
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return [
          {
            operation,
            status,
            field: '(body)',
            expected: 'JSON',
            got: `unparseable text (${text.length} bytes)`,
          },
        ];
      }
      const violations: Violation[] = [];
      const envelopeStatus = (body as Json | null)?.status;
      if (body && typeof body === 'object' && envelopeStatus !== status) {
        violations.push({
          operation,
          status,
          field: 'status',
          expected: `${status} (the HTTP status)`,
          got: describeActual(envelopeStatus),
        });
      }
      if (schema) {
        const key = `${op.operationId}:${status}`;
        let validate = this.compiled.get(key);
        if (validate === undefined) {
          validate = this.ajv.compile(schema);
          this.compiled.set(key, validate);
        }
        if (validate && !validate(body)) {
          const error = pickError(validate.errors ?? []);
          if (error) violations.push({ operation, status, ...describeError(error, body) });
        }
      }
      return violations;
    } catch (error) {
      return [
        {
          operation: `${method} ${url}`,
          status,
          field: '(validator)',
          expected: 'a checkable answer',
          got: String(error),
        },
      ];
    }
  }

  /** A frame from the upstream (server→client) or from the web app (client→server). */
  checkFrame(direction: 'server' | 'client', text: string): Violation | undefined {
    const result = direction === 'server' ? parseServerMessage(text) : parseClientMessage(text);
    if (result.ok) return undefined;
    let type = '(unknown type)';
    try {
      const raw = JSON.parse(text) as Json;
      if (typeof raw.type === 'string') type = raw.type;
    } catch {
      // the parser's error says "invalid JSON"
    }
    const operation = `socket ${direction === 'server' ? 'server→client' : 'client→server'} ${type}`;
    // parse errors read "model_response.transcript: expected string, received number" (first issue first)
    const first = /^\w+((?:\.[^.:\s[]+|\[\d+\])+): ([^;]+)/.exec(result.error);
    if (first) {
      const [, rawPath = '', message = ''] = first;
      const field = rawPath.replace(/^\./, '');
      const typed = /^expected (.+?), received (.+)$/.exec(message);
      if (typed) return { operation, field, expected: typed[1] ?? '?', got: typed[2] ?? '?' };
      const required = /^required \(expected (.+)\)$/.exec(message);
      if (required)
        return { operation, field, expected: `required ${required[1] ?? ''}`.trim(), got: 'missing' };
      let value: unknown;
      try {
        value = field
          .split(/\.|\[(\d+)\]/)
          .filter(Boolean)
          .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], JSON.parse(text));
      } catch {
        value = undefined;
      }
      return { operation, field, expected: message, got: describeActual(value) };
    }
    return { operation, field: '(frame)', expected: 'a valid message', got: result.error };
  }
}
