// The mock's view of the contract: the shared runtime (@mockint/api-contract/node) plus Fastify route URLs
// and the Ajv instances its request/response validation uses.
import {
  createContractAjv,
  loadContract as loadSharedContract,
  refTo,
  resolveRef,
  standalone,
  type ContractOperation,
  type JsonObject,
} from '@mockint/api-contract/node';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';

export { openapiPath } from '@mockint/api-contract/node';

export const API_PREFIX = '/api/v1';

type Json = JsonObject;

export interface Operation extends ContractOperation {
  /** Fastify route URL, e.g. /api/v1/candidate/interview-rooms/:session. */
  url: string;
  isPublic: boolean;
  /** Responses by status, `$ref` to components/responses followed. */
  responses: Record<string, Json>;
}

export interface Contract {
  document: Json;
  operations: Operation[];
  byId: Map<string, Operation>;
  byKey: Map<string, Operation>;
  /**
   * Compiles a schema fragment of the document (its local refs point at the registered document). T names
   * the contract type the fragment describes, so a passing value is that type without a cast.
   */
  compile: <T = unknown>(schema: Json) => ValidateFunction<T>;
  /** Same, but query/path strings are coerced to the declared types. */
  compileCoerced: (schema: Json) => ValidateFunction;
  schemaRef: (name: string) => { $ref: string };
}

/**
 * Ajv is set up (formats, the whole document registered) on the first compile, not at start-up: the two
 * instances cost a tenth of a cold start, and validators are compiled per operation on first use anyway.
 */
function fragmentCompiler(
  document: Json,
  coerceTypes: boolean,
): <T = unknown>(schema: Json) => ValidateFunction<T> {
  let ajv: ReturnType<typeof createContractAjv> | undefined;
  return <T>(schema: Json) =>
    (ajv ??= createContractAjv(document, { coerceTypes })).compile<T>(standalone(schema));
}

const cached = new Map<string, Contract>();

export function loadContract(file?: string): Contract {
  const key = file ?? '';
  const hit = cached.get(key);
  if (hit) return hit;
  const shared = loadSharedContract(file);
  const operations: Operation[] = shared.operations.map((op) => ({
    ...op,
    url: API_PREFIX + op.path.replace(/\{([^}]+)\}/g, ':$1'),
    isPublic: !op.secured,
    responses: Object.fromEntries(
      Object.entries(op.responses).map(([status, response]) => [
        status,
        resolveRef(shared.document, response),
      ]),
    ),
  }));
  const contract: Contract = {
    document: shared.document,
    operations,
    byId: new Map(operations.map((o) => [o.operationId, o])),
    byKey: new Map(operations.map((o) => [o.key, o])),
    compile: fragmentCompiler(shared.document, false),
    compileCoerced: fragmentCompiler(shared.document, true),
    schemaRef: (name) => refTo(`/components/schemas/${name}`),
  };
  cached.set(key, contract);
  return contract;
}

export function operation(contract: Contract, operationId: string): Operation {
  const op = contract.byId.get(operationId);
  if (!op) throw new Error(`operation ${operationId} is not in openapi.yaml`);
  return op;
}

/** "body/nickname must NOT have fewer than 1 characters" — where, then what, in Ajv's words. */
export function formatAjvErrors(where: string, errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return `${where} is invalid`;
  const path = first.instancePath ? `${where}${first.instancePath}` : where;
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required') return `${path}/${String(params.missingProperty)} is required`;
  if (first.keyword === 'additionalProperties')
    return `${path} must NOT have additional properties (${String(params.additionalProperty)})`;
  if (first.keyword === 'enum')
    return `${path} must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
  if (first.keyword === 'const') return `${path} must be ${JSON.stringify(params.allowedValue)}`;
  if (first.keyword === 'pattern' && String(params.pattern) === '\\S') return `${path} must not be blank`;
  return `${path} ${first.message ?? 'is invalid'}`;
}

export type { ValidateFunction };
