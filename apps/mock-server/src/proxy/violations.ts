import {
  OperationMatcher as ContractOperationMatcher,
  createContractAjv,
  describeActual,
  explainAjvErrors,
  standalone,
} from '@mockint/api-contract/node';
import { parseClientMessage, parseServerMessage } from '@mockint/api-contract/socket';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { API_PREFIX, loadContract, type Contract, type Operation } from '../contract/openapi.ts';

type Json = Record<string, unknown>;

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

/** Which operation of the contract a request hits (`/api/v1` + a path template of openapi.yaml). */
export class OperationMatcher extends ContractOperationMatcher<Operation> {
  constructor(contract: Contract) {
    super(contract.operations, API_PREFIX);
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
    this.ajv = createContractAjv(contract.document, { allErrors: true });
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
          validate = this.ajv.compile(standalone(schema));
          this.compiled.set(key, validate);
        }
        if (validate && !validate(body)) {
          const explained = explainAjvErrors(validate.errors, body);
          if (explained) violations.push({ operation, status, ...explained });
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
