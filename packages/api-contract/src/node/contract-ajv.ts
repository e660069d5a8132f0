// Ajv 2020 with formats, set up once for the OpenAPI 3.1 document.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { JsonObject } from './openapi-document.ts';

// ajv-formats is CommonJS; under tsx/vitest the function is either the module or its `default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

/** `$id` the document is registered under: `openapi.json#/components/schemas/Candidate`. */
export const DOCUMENT_ID = 'openapi.json';

// OpenAPI's own formats: `binary` marks file parts, the integer/number sizes are hints.
const OPENAPI_FORMATS = ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password'];

/**
 * A schema fragment of the document that compiles alone: local `#/...` refs point at the registered
 * document. `discriminator` is dropped: the oneOf branches carry `const`, which is enough for Ajv.
 */
export function standalone<T>(node: T): T {
  if (Array.isArray(node)) return node.map(standalone) as T;
  if (node && typeof node === 'object') {
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/'))
        out[key] = `${DOCUMENT_ID}${value}`;
      else if (key !== 'discriminator') out[key] = standalone(value);
    }
    return out as T;
  }
  return node;
}

/** `{ $ref }` to a JSON pointer of the document (`/components/schemas/Candidate`). */
export const refTo = (pointer: string): { $ref: string } => ({ $ref: `${DOCUMENT_ID}#${pointer}` });

export interface ContractAjvOptions {
  /** Every error (to pick the one that explains a drift) instead of stopping at the first. */
  allErrors?: boolean;
  /** Coerce query/path strings to the declared types. */
  coerceTypes?: boolean;
}

/** Ajv 2020 + formats with the whole document registered as `openapi.json`. */
export function createContractAjv(document: JsonObject, options: ContractAjvOptions = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: options.allErrors ?? false,
    coerceTypes: options.coerceTypes ? 'array' : false,
    validateSchema: false,
  });
  addFormats(ajv);
  for (const format of OPENAPI_FORMATS) ajv.addFormat(format, true);
  ajv.addSchema(standalone({ ...document, $id: DOCUMENT_ID }));
  return ajv;
}
