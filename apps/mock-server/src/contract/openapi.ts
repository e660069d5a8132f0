import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as AjvModule from 'ajv/dist/2020.js';
import type { Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type * as YamlModule from 'yaml';
import { PACKAGE_ROOT } from '../lib/paths.ts';

// The YAML parser and Ajv are the heaviest modules of a start (issue 15: cold start ≤ 0.5 s): both are
// required on first use, not imported. A start from the build reads the contract as JSON (below).
const requireLazily = createRequire(import.meta.url);

export const API_PREFIX = '/api/v1';
export const openapiPath = requireLazily.resolve('@mockint/api-contract/openapi.yaml');
/** openapi.yaml as JSON with the hash of the YAML it came from, written by scripts/build.mjs. */
export const PRECOMPILED_CONTRACT = `${PACKAGE_ROOT}dist/openapi.json`;

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** The parsed contract: the build's JSON copy when it matches the YAML byte for byte, else the YAML itself. */
function readDocument(file: string): Json {
  const text = readFileSync(file, 'utf8');
  if (file === openapiPath && existsSync(PRECOMPILED_CONTRACT)) {
    const pre = JSON.parse(readFileSync(PRECOMPILED_CONTRACT, 'utf8')) as { sha1: string; document: Json };
    if (pre.sha1 === sha1(text)) return pre.document;
  }
  return (requireLazily('yaml') as typeof YamlModule).parse(text) as Json;
}

type Json = Record<string, unknown>;
type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface Operation {
  operationId: string;
  method: Uppercase<HttpMethod>;
  /** Path as written in the contract, e.g. /candidate/interview-rooms/{session}. */
  path: string;
  /** Fastify route URL, e.g. /api/v1/candidate/interview-rooms/:session. */
  url: string;
  /** "POST /interviews/register": the key fault injection uses. */
  key: string;
  isPublic: boolean;
  parameters: Json[];
  requestBody: Json | undefined;
  responses: Record<string, Json>;
}

export interface Contract {
  document: Json;
  operations: Operation[];
  byId: Map<string, Operation>;
  byKey: Map<string, Operation>;
  ajv: Ajv2020;
  /** Same schemas, but query/path strings are coerced to the declared types. */
  ajvCoerce: Ajv2020;
  schemaRef: (name: string) => { $ref: string };
}

const DOC_ID = 'openapi.json';

/** Points every local `#/components/...` reference at the registered document, so fragments compile alone. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node && typeof node === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = `${DOC_ID}${v}`;
      else if (k === 'discriminator')
        continue; // the oneOf branches carry `const`, which is enough for Ajv
      else out[k] = rewriteRefs(v);
    }
    return out;
  }
  return node;
}

function makeAjv(document: Json, coerce: boolean): Ajv2020 {
  const { Ajv2020 } = requireLazily('ajv/dist/2020.js') as typeof AjvModule;
  // ajv-formats is CommonJS with a default export property; normalise both shapes.
  const formats = requireLazily('ajv-formats') as { default?: unknown };
  const addFormats = (formats.default ?? formats) as (ajv: Ajv2020) => Ajv2020;
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: coerce ? 'array' : false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: DOC_ID, components: (document as { components?: unknown }).components }, DOC_ID);
  return ajv;
}

let cached: Contract | undefined;

export function loadContract(file = openapiPath): Contract {
  if (cached && file === openapiPath) return cached;
  const raw = readDocument(file);
  const document = rewriteRefs(raw) as Json;
  const globalSecurity = (raw.security as unknown[] | undefined) ?? [];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const m of METHODS) {
      const op = item[m] as Json | undefined;
      if (!op) continue;
      const security = (op.security as unknown[] | undefined) ?? globalSecurity;
      const method = m.toUpperCase() as Uppercase<HttpMethod>;
      operations.push({
        operationId: String(op.operationId),
        method,
        path,
        url: API_PREFIX + path.replace(/\{([^}]+)\}/g, ':$1'),
        key: `${method} ${path}`,
        isPublic: security.length === 0,
        parameters: [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map((p) =>
          resolveLocal(document, p),
        ),
        requestBody: op.requestBody as Json | undefined,
        responses: Object.fromEntries(
          Object.entries((op.responses ?? {}) as Record<string, Json>).map(([s, r]) => [
            s,
            resolveLocal(document, r),
          ]),
        ),
      });
    }
  }
  let ajv: Ajv2020 | undefined;
  let ajvCoerce: Ajv2020 | undefined;
  const contract: Contract = {
    document: raw,
    operations,
    byId: new Map(operations.map((o) => [o.operationId, o])),
    byKey: new Map(operations.map((o) => [o.key, o])),
    // Compiled on the first request that needs them.
    get ajv() {
      return (ajv ??= makeAjv(document, false));
    },
    get ajvCoerce() {
      return (ajvCoerce ??= makeAjv(document, true));
    },
    schemaRef: (name) => ({ $ref: `${DOC_ID}#/components/schemas/${name}` }),
  };
  if (file === openapiPath) cached = contract;
  return contract;
}

/** Follows a `$ref` to components/parameters or components/responses (schemas stay refs for Ajv). */
function resolveLocal(document: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith(`${DOC_ID}#/components/`) || ref.includes('/schemas/'))
    return node;
  let cur: unknown = document;
  for (const part of ref.slice(`${DOC_ID}#/`.length).split('/')) cur = (cur as Json)[part];
  return cur as Json;
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
