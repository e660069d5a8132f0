// Minimal typed access to openapi.yaml for tests and scripts (no bundler needed: refs stay local).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { HTTP_METHODS, type HttpMethod } from './spec-calls.ts';

export type JsonObject = Record<string, unknown>;

export interface OpenApiOperation {
  method: HttpMethod;
  path: string;
  operationId: string;
  tags: string[];
  /** Operation-level security, undefined when it inherits the global one. */
  security: unknown[] | undefined;
  requestBody: JsonObject | undefined;
  responses: Record<string, JsonObject>;
}

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

export const OPENAPI_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

export function loadOpenApiDocument(file: string = OPENAPI_PATH): OpenApiDocument {
  return parse(readFileSync(path.resolve(file), 'utf8')) as OpenApiDocument;
}

export function listOperations(doc: OpenApiDocument): OpenApiOperation[] {
  const operations: OpenApiOperation[] = [];
  for (const [pathKey, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      operations.push({
        method,
        path: pathKey,
        operationId: op.operationId as string,
        tags: (op.tags as string[] | undefined) ?? [],
        security: op.security as unknown[] | undefined,
        requestBody: op.requestBody as JsonObject | undefined,
        responses: op.responses as Record<string, JsonObject>,
      });
    }
  }
  return operations;
}

/** Follows a local `$ref` (`#/components/...`) until a non-ref object is reached. */
export function resolveRef<T = JsonObject>(doc: OpenApiDocument, value: unknown): T {
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
        (node, key) => (node as JsonObject)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        doc,
      ) as JsonObject;
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return current as T;
}

/** The `enum` values of a named component schema. */
export function enumOf(doc: OpenApiDocument, schemaName: string): unknown[] {
  const schema = doc.components.schemas[schemaName];
  if (!schema || !Array.isArray(schema.enum))
    throw new Error(`components.schemas.${schemaName} is not an enum`);
  return schema.enum;
}
