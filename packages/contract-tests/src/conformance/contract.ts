import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

// ajv-formats is CommonJS; under tsx/vitest the function is either the module or its `default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

export const defaultOpenApiPath = createRequire(import.meta.url).resolve(
  '@mockint/api-contract/openapi.yaml',
);

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const DOCUMENT_ID = 'https://contract.mockint.invalid/openapi.json';

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Json;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  /** As written in openapi.yaml: /candidate/interview-rooms/{session}. */
  path: string;
  /** `GET /candidates/me`. */
  key: string;
  secured: boolean;
  parameters: ContractParameter[];
  requestContentTypes: string[];
  /** Declared statuses ('200', '400', 'default'…). */
  statuses: string[];
}

export interface SchemaError {
  /** Dotted location in the body: `data.candidate.fullName`, `(body)` for the root. */
  path: string;
  expected: string;
  got: string;
}

export type ResponseCheck = { ok: true } | { ok: false; error: string; schemaError?: SchemaError };

const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

export function resolve(document: Json, node: unknown): { node: Json; pointer?: string } {
  let current = node as Json;
  let pointer: string | undefined;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 10; hops++) {
    const ref = current.$ref as string;
    pointer = ref.slice(1);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (value, key) => (value as Json)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        document,
      ) as Json;
  }
  return { node: current ?? {}, ...(pointer ? { pointer } : {}) };
}

const describeType = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
};

/** `got` for a report: the value itself when short, else its type. */
export function describeActual(value: unknown): string {
  if (value === undefined) return 'missing';
  const json = JSON.stringify(value);
  if (json !== undefined && json.length <= 60) return `${describeType(value)} ${json}`;
  return describeType(value);
}

function valueAt(body: unknown, instancePath: string): unknown {
  if (!instancePath) return body;
  return instancePath
    .slice(1)
    .split('/')
    .reduce<unknown>((value, key) => {
      if (value === null || typeof value !== 'object') return undefined;
      return (value as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
    }, body);
}

const dotted = (instancePath: string): string =>
  instancePath
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((out, key) => (/^\d+$/.test(key) ? `${out}[${key}]` : out ? `${out}.${key}` : key), '');

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
    if (depth > bestDepth) {
      best = error;
      bestDepth = depth;
    }
  }
  return best ?? errors[0];
}

export function toSchemaError(error: ErrorObject, body: unknown): SchemaError {
  const params = error.params as Record<string, unknown>;
  const value = valueAt(body, error.instancePath);
  switch (error.keyword) {
    case 'required': {
      const field = String(params.missingProperty);
      const path = dotted(`${error.instancePath}/${escapePointer(field)}`);
      return { path, expected: 'required field', got: 'missing' };
    }
    case 'type':
      return {
        path: dotted(error.instancePath) || '(body)',
        expected: String(params.type),
        got: describeActual(value),
      };
    case 'enum':
      return {
        path: dotted(error.instancePath) || '(body)',
        expected: `one of ${JSON.stringify(params.allowedValues)}`,
        got: describeActual(value),
      };
    case 'const':
      return {
        path: dotted(error.instancePath) || '(body)',
        expected: JSON.stringify(params.allowedValue),
        got: describeActual(value),
      };
    case 'additionalProperties':
      return {
        path: dotted(`${error.instancePath}/${escapePointer(String(params.additionalProperty))}`),
        expected: 'no such field',
        got: describeActual(
          valueAt(body, `${error.instancePath}/${escapePointer(String(params.additionalProperty))}`),
        ),
      };
    case 'format':
      return {
        path: dotted(error.instancePath) || '(body)',
        expected: `format ${String(params.format)}`,
        got: describeActual(value),
      };
    default:
      return {
        path: dotted(error.instancePath) || '(body)',
        expected: `${error.keyword}: ${error.message ?? ''}`.trim(),
        got: describeActual(value),
      };
  }
}

export const formatSchemaError = (error: SchemaError): string =>
  `${error.path}: expected ${error.expected}, got ${error.got}`;

/** openapi.yaml loaded once, with its operations listed and response validators compiled on demand. */
export class Contract {
  readonly operations: ContractOperation[];
  readonly byId: Map<string, ContractOperation>;
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction | null>();

  constructor(readonly document: Json) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    // OpenAPI's own formats: `binary` marks file parts, the integer/number sizes are hints.
    for (const format of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password'])
      this.ajv.addFormat(format, true);
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    this.operations = listOperations(document);
    this.byId = new Map(this.operations.map((op) => [op.operationId, op]));
  }

  static load(file: string = defaultOpenApiPath): Contract {
    return new Contract(parse(readFileSync(file, 'utf8')) as Json);
  }

  /** Envelope + schema check of one answer. `status` is the HTTP status received. */
  checkResponse(
    operationId: string,
    status: number,
    contentType: string | undefined,
    body: unknown,
  ): ResponseCheck {
    const op = this.byId.get(operationId);
    if (!op) return { ok: false, error: `operation ${operationId} is not in openapi.yaml` };
    const declared = op.statuses.includes(String(status))
      ? String(status)
      : op.statuses.includes(`${String(status)[0]}XX`)
        ? `${String(status)[0]}XX`
        : op.statuses.includes('default')
          ? 'default'
          : undefined;
    if (!declared) {
      return {
        ok: false,
        error: `HTTP ${status} is not declared for ${op.key} (declared: ${op.statuses.join(', ')})`,
      };
    }
    const validate = this.validatorFor(op, declared, contentType);
    if (validate === undefined) {
      return {
        ok: false,
        error: `HTTP ${status} answered ${contentType ?? 'no content type'}, which ${op.key} does not declare`,
      };
    }
    if (contentType?.includes('json')) {
      const envelopeStatus = (body as Json | null)?.status;
      if (body && typeof body === 'object' && 'status' in body && envelopeStatus !== status) {
        return {
          ok: false,
          error: `envelope status ${JSON.stringify(envelopeStatus)} ≠ HTTP status ${status}`,
          schemaError: { path: 'status', expected: String(status), got: describeActual(envelopeStatus) },
        };
      }
    }
    if (validate === null || validate(body)) return { ok: true };
    const error = pickError(validate.errors ?? []);
    if (!error) return { ok: false, error: 'body does not match the schema' };
    const schemaError = toSchemaError(error, body);
    return { ok: false, error: formatSchemaError(schemaError), schemaError };
  }

  /**
   * Validator of one declared response. `null`: declared without a schema (anything goes).
   * `undefined`: the received content type is not declared.
   */
  private validatorFor(
    op: ContractOperation,
    status: string,
    contentType: string | undefined,
  ): ValidateFunction | null | undefined {
    const cacheKey = `${op.operationId}|${status}|${contentType ?? ''}`;
    if (this.validators.has(cacheKey)) return this.validators.get(cacheKey) ?? null;
    const operation = (this.document.paths as Json)[op.path] as Json;
    const responsePointer = `/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/responses/${status}`;
    const { node: response, pointer } = resolve(
      this.document,
      ((operation[op.method.toLowerCase()] as Json).responses as Json)[status],
    );
    const base = pointer ?? responsePointer;
    const content = (response.content ?? {}) as Record<string, Json>;
    const types = Object.keys(content);
    let result: ValidateFunction | null | undefined;
    if (types.length === 0) result = null;
    else {
      const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
      const match =
        types.find((type) => type === mediaType) ??
        types.find((type) => mediaType?.startsWith(type.replace('*', '')));
      if (!match) return undefined;
      result = content[match]?.schema
        ? this.ajv.compile({ $ref: `${DOCUMENT_ID}#${base}/content/${escapePointer(match)}/schema` })
        : null;
    }
    this.validators.set(cacheKey, result);
    return result;
  }
}

function listOperations(document: Json): ContractOperation[] {
  const globalSecurity = (document.security as Json[] | undefined) ?? [];
  const operations: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    const item = resolve(document, rawItem).node;
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const security = (operation.security as Json[] | undefined) ?? globalSecurity;
      const parameters = [
        ...((item.parameters as unknown[]) ?? []),
        ...((operation.parameters as unknown[]) ?? []),
      ]
        .map((parameter) => resolve(document, parameter).node)
        .map((parameter) => ({
          name: String(parameter.name),
          in: parameter.in as ContractParameter['in'],
          required: parameter.required === true,
          schema: resolve(document, parameter.schema ?? {}).node,
        }));
      const requestBody = resolve(document, operation.requestBody ?? {}).node;
      operations.push({
        operationId: String(operation.operationId ?? `${method} ${path}`),
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        secured:
          security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0),
        parameters,
        requestContentTypes: Object.keys((requestBody.content ?? {}) as Json),
        statuses: Object.keys((operation.responses ?? {}) as Json),
      });
    }
  }
  return operations;
}
