// openapi.yaml as data: the parsed document, its operations, local $ref resolution.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { bundledControlOpenApiJson, bundledOpenApiJson } from './bundled-document.ts';
import { controlOpenapiPath, openapiPath } from './paths.ts';

export type JsonObject = Record<string, unknown>;

export interface OpenApiDocument extends JsonObject {
  openapi: string;
  info: JsonObject & { version: string };
  servers: Array<{ url: string }>;
  security: unknown[];
  paths: Record<string, Record<string, JsonObject>>;
  components: JsonObject & {
    schemas: Record<string, JsonObject>;
    responses: Record<string, JsonObject>;
    parameters: Record<string, JsonObject>;
  };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** The parameter's schema, its top-level `$ref` followed. */
  schema: JsonObject;
}

export interface ContractOperation {
  operationId: string;
  method: Uppercase<HttpMethod>;
  /** As written in openapi.yaml: /candidate/interview-rooms/{session}. */
  path: string;
  /** `GET /candidates/me`: also the key fault injection uses. */
  key: string;
  tags: string[];
  /** Operation-level security as written, undefined when it inherits the global one. */
  security: unknown[] | undefined;
  /** Whether a token is required (operation or global security, none of them empty). */
  secured: boolean;
  /** Path-item and operation parameters, `$ref`s followed. */
  parameters: ContractParameter[];
  /** As written (schemas inside keep their `$ref`s). */
  requestBody: JsonObject | undefined;
  /** Content types of the request body, `$ref` followed. */
  requestContentTypes: string[];
  /** Responses by declared status ('200', '4XX', 'default'), as written. */
  responses: Record<string, JsonObject>;
  /** Declared statuses, in document order. */
  statuses: string[];
}

const unescapePointer = (key: string): string => key.replace(/~1/g, '/').replace(/~0/g, '~');

/** openapi.yaml (or another OpenAPI file) parsed; the build-time JSON copy when bundled (bundled-document.ts). */
export function loadOpenApiDocument(file: string = openapiPath): OpenApiDocument {
  if (file === openapiPath && bundledOpenApiJson !== undefined)
    return JSON.parse(bundledOpenApiJson) as OpenApiDocument;
  if (file === controlOpenapiPath && bundledControlOpenApiJson !== undefined)
    return JSON.parse(bundledControlOpenApiJson) as OpenApiDocument;
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Follows a local `$ref` (`#/components/...`) until a non-ref object is reached. */
export function resolveRef<T = JsonObject>(doc: JsonObject, value: unknown): T {
  let current = value as JsonObject;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local refs are supported: ${ref}`);
    if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as JsonObject | undefined)?.[unescapePointer(key)],
        doc,
      ) as JsonObject;
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return current as T;
}

export function listOperations(doc: JsonObject): ContractOperation[] {
  const globalSecurity = (doc.security as JsonObject[] | undefined) ?? [];
  const operations: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries((doc.paths ?? {}) as Record<string, JsonObject>)) {
    const item = resolveRef(doc, rawItem);
    for (const method of HTTP_METHODS) {
      const op = item[method] as JsonObject | undefined;
      if (!op) continue;
      const security = op.security as JsonObject[] | undefined;
      const effective = security ?? globalSecurity;
      const requestBody = op.requestBody as JsonObject | undefined;
      const responses = (op.responses ?? {}) as Record<string, JsonObject>;
      const upper = method.toUpperCase() as Uppercase<HttpMethod>;
      operations.push({
        operationId: String(op.operationId ?? `${upper} ${path}`),
        method: upper,
        path,
        key: `${upper} ${path}`,
        tags: (op.tags as string[] | undefined) ?? [],
        security,
        secured:
          effective.length > 0 && !effective.some((requirement) => Object.keys(requirement).length === 0),
        parameters: [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])]
          .map((parameter) => resolveRef(doc, parameter))
          .map((parameter) => ({
            name: String(parameter.name),
            in: parameter.in as ContractParameter['in'],
            required: parameter.required === true,
            schema: resolveRef(doc, parameter.schema ?? {}),
          })),
        requestBody,
        requestContentTypes: Object.keys((resolveRef(doc, requestBody ?? {}).content ?? {}) as JsonObject),
        responses,
        statuses: Object.keys(responses),
      });
    }
  }
  return operations;
}

/** The `enum` values of a named component schema. */
export function enumOf(doc: OpenApiDocument, schemaName: string): unknown[] {
  const schema = doc.components.schemas[schemaName];
  if (!schema || !Array.isArray(schema.enum))
    throw new Error(`components.schemas.${schemaName} is not an enum`);
  return schema.enum;
}
