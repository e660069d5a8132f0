// The conformance suite's response checker, on the shared contract runtime (@mockint/api-contract/node).
import {
  createContractAjv,
  describeActual,
  explainAjvErrors,
  formatExplanation,
  fromDocument,
  loadOpenApiDocument,
  openapiPath,
  refTo,
  resolveRef,
  type ContractOperation,
  type JsonObject,
  type OpenApiDocument,
} from '@mockint/api-contract/node';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';

export { pickError } from '@mockint/api-contract/node';
export type { ContractOperation, ContractParameter } from '@mockint/api-contract/node';

type Json = JsonObject;

export const defaultOpenApiPath = openapiPath;

export interface SchemaError {
  /** Dotted location in the body: `data.candidate.fullName`, `(body)` for the root. */
  path: string;
  expected: string;
  got: string;
}

export type ResponseCheck = { ok: true } | { ok: false; error: string; schemaError?: SchemaError };

const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** openapi.yaml loaded once, with its operations listed and response validators compiled on demand. */
export class Contract {
  readonly operations: ContractOperation[];
  readonly byId: Map<string, ContractOperation>;
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction | null>();

  constructor(readonly document: Json) {
    this.ajv = createContractAjv(document, { allErrors: true });
    ({ operations: this.operations, byId: this.byId } = fromDocument(document as OpenApiDocument));
  }

  static load(file: string = defaultOpenApiPath): Contract {
    return new Contract(loadOpenApiDocument(file));
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
    const explained = explainAjvErrors(validate.errors, body);
    if (!explained) return { ok: false, error: 'body does not match the schema' };
    const { field, expected, got } = explained;
    return { ok: false, error: formatExplanation(explained), schemaError: { path: field, expected, got } };
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
    const raw = op.responses[status];
    const ref = typeof raw?.$ref === 'string' ? raw.$ref : undefined;
    // The validator refers to the response where it is written, so its own refs resolve as in the document.
    const base = ref
      ? ref.slice(1)
      : `/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/responses/${status}`;
    const response = resolveRef(this.document, raw ?? {});
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
        ? this.ajv.compile(refTo(`${base}/content/${escapePointer(match)}/schema`))
        : null;
    }
    this.validators.set(cacheKey, result);
    return result;
  }
}
