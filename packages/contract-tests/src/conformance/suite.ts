import type { Contract, ContractOperation } from './contract.ts';
import { send, type HttpResponse } from './http.ts';

export type Outcome = 'PASS' | 'FAIL' | 'SKIP';

export interface CallResult {
  /** What the call tried: "valid", "401 without token", "404 unknown id"… */
  label: string;
  outcome: Outcome;
  status?: number;
  detail?: string;
}

export interface OperationResult {
  operationId: string;
  key: string;
  outcome: Outcome;
  calls: CallResult[];
  /** First failure (or the skip reason). */
  detail?: string;
}

export interface CallOptions {
  label: string;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  json?: unknown;
  form?: FormData;
  /** undefined: the signed-in token; null: no Authorization header; a string: that token. */
  token?: string | null;
  /** Expected HTTP status(es). */
  expect: number | number[];
}

/** Runs calls against the target, validates every answer against the contract and records the result. */
export class Session {
  token: string | undefined;
  private readonly results = new Map<string, CallResult[]>();
  private readonly limits = new Map<string, Set<string>>();

  constructor(
    readonly contract: Contract,
    readonly apiUrl: string,
  ) {}

  operation(operationId: string): ContractOperation {
    const op = this.contract.byId.get(operationId);
    if (!op) throw new Error(`operation ${operationId} is not in openapi.yaml`);
    return op;
  }

  record(operationId: string, result: CallResult): void {
    const list = this.results.get(operationId) ?? [];
    list.push(result);
    this.results.set(operationId, list);
  }

  skip(operationId: string, label: string, reason: string): void {
    this.record(operationId, { label, outcome: 'SKIP', detail: reason });
  }

  /** Notes that a request limit (`field` as in requestLimits) was called at and past its value. */
  coverLimit(operationId: string, field: string): void {
    const set = this.limits.get(operationId) ?? new Set<string>();
    set.add(field);
    this.limits.set(operationId, set);
  }

  limitsCovered(operationId: string): ReadonlySet<string> {
    return this.limits.get(operationId) ?? new Set();
  }

  resultsOf(operationId: string): readonly CallResult[] {
    return this.results.get(operationId) ?? [];
  }

  has(operationId: string): boolean {
    return this.results.has(operationId);
  }

  /**
   * One call. Returns the answer when it had the expected status and matched the contract, else undefined
   * (the failure is recorded; dependent steps then skip themselves).
   */
  async call(operationId: string, options: CallOptions): Promise<HttpResponse | undefined> {
    const op = this.operation(operationId);
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = options.params?.[name];
      if (value === undefined) throw new Error(`${op.key}: no value for path parameter ${name}`);
      return encodeURIComponent(value);
    });
    const url = new URL(this.apiUrl.replace(/\/$/, '') + path);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const token = options.token === undefined ? this.token : options.token;
    let response: HttpResponse;
    try {
      response = await send({
        method: op.method,
        url: url.toString(),
        token,
        ...(options.json !== undefined ? { json: options.json } : {}),
        ...(options.form ? { form: options.form } : {}),
      });
    } catch (error) {
      this.record(operationId, {
        label: options.label,
        outcome: 'FAIL',
        detail: `request failed: ${error instanceof Error ? error.message : String(error)}`,
      });
      return undefined;
    }
    const expected = Array.isArray(options.expect) ? options.expect : [options.expect];
    const check = this.contract.checkResponse(
      operationId,
      response.status,
      response.contentType,
      response.body,
    );
    let detail: string | undefined;
    if (!check.ok) detail = `HTTP ${response.status}: ${check.error}`;
    else if (!expected.includes(response.status)) {
      const message = (response.body as { message?: unknown } | null)?.message;
      detail = `expected HTTP ${expected.join(' or ')}, got ${response.status}${typeof message === 'string' ? ` (${message})` : ''}`;
    }
    this.record(operationId, {
      label: options.label,
      outcome: detail ? 'FAIL' : 'PASS',
      status: response.status,
      ...(detail ? { detail } : {}),
    });
    return detail ? undefined : response;
  }

  /**
   * One line per operation of the contract, in contract order. An operation outside `covered` fails: a new
   * operation in openapi.yaml must come with its conformance case.
   */
  operationResults(covered: ReadonlySet<string>): OperationResult[] {
    return this.contract.operations.map((op) => {
      const calls = this.results.get(op.operationId) ?? [];
      if (!covered.has(op.operationId)) {
        return {
          operationId: op.operationId,
          key: op.key,
          outcome: 'FAIL' as const,
          calls,
          detail: `operation ${op.operationId} has no conformance case`,
        };
      }
      const failed = calls.find((call) => call.outcome === 'FAIL');
      // The operation counts as covered only when a valid request ran; error cases alone are a SKIP.
      const validRan = calls.some((call) => call.outcome === 'PASS' && call.label.startsWith('valid'));
      const outcome: Outcome = failed ? 'FAIL' : validRan ? 'PASS' : 'SKIP';
      const first = failed ?? calls.find((call) => call.outcome === 'SKIP');
      return {
        operationId: op.operationId,
        key: op.key,
        outcome,
        calls,
        ...(first?.detail ? { detail: `${first.label}: ${first.detail}` } : {}),
      };
    });
  }
}

/** `data` of an envelope answer. */
export function dataOf<T = Record<string, unknown>>(response: HttpResponse | undefined): T | undefined {
  return (response?.body as { data?: T } | undefined)?.data;
}
