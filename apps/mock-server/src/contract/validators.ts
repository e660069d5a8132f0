import { formatAjvErrors, type Contract, type Operation, type ValidateFunction } from './openapi.ts';

type Json = Record<string, unknown>;

export interface RequestValidators {
  params?: ValidateFunction;
  query?: ValidateFunction;
  body?: ValidateFunction;
  bodyRequired: boolean;
}

function paramsSchema(op: Operation, where: 'path' | 'query'): Json | undefined {
  const params = op.parameters.filter((p) => p.in === where);
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

/** The JSON schemas an operation's request is validated against (path params, query, JSON body). */
export function requestSchemas(op: Operation): {
  params?: Json;
  query?: Json;
  body?: Json;
  bodyRequired: boolean;
} {
  const content = (op.requestBody?.content ?? {}) as Record<string, { schema?: Json }>;
  return {
    params: paramsSchema(op, 'path'),
    query: paramsSchema(op, 'query'),
    body: content['application/json']?.schema,
    bodyRequired: op.requestBody?.required === true,
  };
}

const compiled = new WeakMap<Contract, Map<string, RequestValidators>>();

/**
 * Ajv validators of an operation's path params, query and JSON body, compiled on the operation's first
 * request and kept per contract (compiling every operation at start-up cost most of a cold start).
 */
function requestValidators(contract: Contract, op: Operation): RequestValidators {
  let perContract = compiled.get(contract);
  if (!perContract) compiled.set(contract, (perContract = new Map()));
  const hit = perContract.get(op.operationId);
  if (hit) return hit;
  const schemas = requestSchemas(op);
  const v: RequestValidators = {
    params: schemas.params ? contract.compileCoerced(schemas.params) : undefined,
    query: schemas.query ? contract.compileCoerced(schemas.query) : undefined,
    body: schemas.body ? contract.compile(schemas.body) : undefined,
    bodyRequired: schemas.bodyRequired,
  };
  perContract.set(op.operationId, v);
  return v;
}

/** Validates a request in place (query/params are coerced); returns a readable message, or undefined if valid. */
export function validateRequest(
  contract: Contract,
  op: Operation,
  req: { params: unknown; query: unknown; body: unknown },
): string | undefined {
  const v = requestValidators(contract, op);
  if (v.params && !v.params(req.params)) return formatAjvErrors('params', v.params.errors);
  if (v.query && !v.query(req.query)) return formatAjvErrors('query', v.query.errors);
  if (v.body) {
    if (req.body === undefined || req.body === null) {
      if (v.bodyRequired) return 'body is required (application/json)';
    } else if (!v.body(req.body)) {
      const err = v.body.errors?.[0];
      // The contract names this case with its own code (web app: 'Failed to register interview: ...').
      if (err?.keyword === 'maxLength' && err.instancePath.endsWith('/jobDescription'))
        return 'JOB_DESCRIPTION_TOO_LONG';
      return formatAjvErrors('body', v.body.errors);
    }
  }
  return undefined;
}

const responseCompiled = new WeakMap<Contract, Map<string, ValidateFunction | null>>();

/** Validator of an operation's JSON answer for a status, or null when the contract declares none. */
export function responseValidator(
  contract: Contract,
  op: Operation,
  status: number,
): ValidateFunction | null {
  let perContract = responseCompiled.get(contract);
  if (!perContract) responseCompiled.set(contract, (perContract = new Map()));
  const key = `${op.operationId}:${status}`;
  if (perContract.has(key)) return perContract.get(key) ?? null;
  const response = op.responses[String(status)] ?? op.responses.default;
  const schema = (response?.content as Record<string, { schema?: Json }> | undefined)?.['application/json']
    ?.schema;
  const fn = schema ? contract.compile(schema) : null;
  perContract.set(key, fn);
  return fn;
}

/** undefined when `body` is what the contract promises for `status`, else a readable reason. */
export function checkResponse(
  contract: Contract,
  op: Operation,
  status: number,
  body: unknown,
): string | undefined {
  const fn = responseValidator(contract, op, status);
  if (!fn) return `${op.key} does not declare a JSON answer for ${status}`;
  if (!fn(body)) return formatAjvErrors('response', fn.errors);
  const s = (body as { status?: unknown } | null)?.status;
  if (s !== status) return `response/status ${String(s)} does not equal the HTTP status ${status}`;
  return undefined;
}
