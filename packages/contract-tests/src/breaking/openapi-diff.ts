import { apiDiff, type Diff } from 'api-smart-diff';
import { describeValue, type ContractChange } from './changes.ts';

type Json = Record<string, unknown>;
type Path = ReadonlyArray<string | number>;

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** paths/{path}/{method}/responses/{code}/content/{type}/schema/... */
const isResponseSchemaPath = (path: Path): boolean =>
  path[0] === 'paths' && path[3] === 'responses' && path[5] === 'content' && path[7] === 'schema';
/** paths/{path}/{method}/requestBody/content/{type}/schema/... */
const isRequestSchemaPath = (path: Path): boolean =>
  path[0] === 'paths' && path[3] === 'requestBody' && path[4] === 'content' && path[6] === 'schema';
/** paths/{path}/{method}/parameters/{i}/schema/... */
const isParameterSchemaPath = (path: Path): boolean =>
  path[0] === 'paths' && path[3] === 'parameters' && path[5] === 'schema';

function typesOf(value: unknown): Set<string> | undefined {
  if (typeof value === 'string') return new Set([value]);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return new Set(value as string[]);
  return undefined;
}

const covers = (types: Set<string>, type: string): boolean =>
  types.has(type) || (type === 'integer' && types.has('number'));

/**
 * api-smart-diff 1.0.6 gets two things wrong for us on OpenAPI 3.1 (verified in openapi-diff.test.ts):
 * 1. A changed `type` inside a response schema is reported as non-breaking, even string → integer. A
 *    reader breaks when the new type admits values the old one did not; we classify by that rule, and
 *    the mirror rule for requests and parameters.
 * 2. A new enum value in a response is breaking for the library. Decision 0701 makes it non-breaking:
 *    clients render unknown values gracefully (the spec's Unknown badge).
 */
function reclassify(diff: Diff): Diff {
  const path = diff.path;
  const last = path[path.length - 1];
  const inResponse = isResponseSchemaPath(path);
  const inRequest = isRequestSchemaPath(path) || isParameterSchemaPath(path);

  if (last === 'type' && diff.action === 'replace' && (inResponse || inRequest)) {
    const before = typesOf(diff.before);
    const after = typesOf(diff.after);
    if (before && after) {
      const widened = [...after].some((t) => !covers(before, t));
      const narrowed = [...before].some((t) => !covers(after, t));
      const breaking = inResponse ? widened : narrowed;
      return { ...diff, type: breaking ? 'breaking' : 'non-breaking' };
    }
  }
  if (inResponse && path.includes('enum') && diff.action === 'add' && typeof last === 'number') {
    return { ...diff, type: 'non-breaking' };
  }
  return diff;
}

function locationOf(path: Path, before: Json, after: Json): string {
  if (path[0] !== 'paths' || path.length < 2) return path.length ? String(path[0]) : '(document)';
  const route = String(path[1]);
  const method = path[2] !== undefined && HTTP_METHODS.has(String(path[2])) ? String(path[2]) : undefined;
  if (!method) return route;
  const operation = operationOf(after, route, method) ?? operationOf(before, route, method);
  const id = typeof operation?.operationId === 'string' ? ` (${operation.operationId})` : '';
  return `${method.toUpperCase()} ${route}${id}`;
}

function operationOf(document: Json, route: string, method: string): Json | undefined {
  const item = (document.paths as Json | undefined)?.[route] as Json | undefined;
  const operation = item?.[method];
  return operation && typeof operation === 'object' ? (operation as Json) : undefined;
}

const COMBINERS = new Set(['allOf', 'oneOf', 'anyOf']);

/** Field path inside a schema JSON path: [allOf, 1, properties, data, properties, fullName] → data.fullName. */
function fieldOf(schemaPath: Path): { field: string; rest: Path } {
  const parts: string[] = [];
  let i = 0;
  while (i < schemaPath.length) {
    const key = schemaPath[i];
    const next = schemaPath[i + 1];
    if (COMBINERS.has(String(key)) && typeof next === 'number') i += 2;
    else if (key === 'properties' && next !== undefined && i + 2 <= schemaPath.length - 1) {
      parts.push(String(next));
      i += 2;
    } else if (key === 'items') {
      parts.push('[]');
      i += 1;
    } else if (key === 'additionalProperties') {
      parts.push('{}');
      i += 1;
    } else break;
  }
  return {
    field: parts
      .join('.')
      .replace(/\.\[\]/g, '[]')
      .replace(/\.\{\}/g, '{}'),
    rest: schemaPath.slice(i),
  };
}

const join = (base: string, key: string): string => (base ? `${base}.${key}` : key);

/** Readable description of a change inside a request or response schema, or undefined when not one. */
function describeSchemaChange(diff: Diff): { what: string; field: string } | undefined {
  const path = diff.path;
  let context: string;
  let schemaPath: Path;
  if (isResponseSchemaPath(path)) {
    context = `response ${path[4]} ${path[6]}`;
    schemaPath = path.slice(8);
  } else if (isRequestSchemaPath(path)) {
    context = `request body ${path[5]}`;
    schemaPath = path.slice(7);
  } else return undefined;

  const { field, rest } = fieldOf(schemaPath);
  const [keyword, key] = rest;
  const verb = diff.action === 'add' ? 'added' : diff.action === 'remove' ? 'removed' : 'changed';
  if (keyword === 'properties' && key !== undefined && rest.length === 2) {
    const name = join(field, String(key));
    return { what: `${context}: ${verb} field ${name}`, field: name };
  }
  if (keyword === 'required' && rest.length === 2) {
    const name = join(field, String(diff.after ?? diff.before));
    const what =
      diff.action === 'add' ? `field ${name} became required` : `field ${name} is no longer required`;
    return { what: `${context}: ${what}`, field: name };
  }
  const label = field || '(body)';
  if (keyword === 'type' && rest.length === 1) return { what: `${context}: retyped field ${label}`, field };
  if (keyword === 'enum') {
    const value = JSON.stringify(diff.after ?? diff.before);
    const what =
      diff.action === 'add'
        ? `added enum value ${value} to field ${label}`
        : `removed enum value ${value} from field ${label}`;
    return { what: `${context}: ${what}`, field };
  }
  return { what: `${context}: ${verb} ${rest.join('.') || 'schema'} of field ${label}`, field };
}

/** The library describes non-schema changes well ("[Added] required query parameter `q`"). */
function libraryDescription(diff: Diff): string {
  const parameter = diff.description?.match(/(\w+) parameter `([^`]+)`/);
  if (parameter && isParameterSchemaPath(diff.path)) {
    const keyword = diff.path.slice(6).join('.');
    const verb = { add: 'added', remove: 'removed', replace: 'changed', rename: 'renamed' }[diff.action];
    return `${parameter[1]} parameter \`${parameter[2]}\`: ${keyword === 'type' ? 'retyped' : `${verb} ${keyword || 'schema'}`}`;
  }
  if (diff.description)
    return diff.description.replace(/^\[(\w+)\] /, (_, verb: string) => `${verb.toLowerCase()} `);
  return `${diff.action} ${diff.path.slice(3).join('.')}`;
}

const typesText = (value: unknown): string =>
  value === undefined ? '—' : Array.isArray(value) ? value.join(' | ') : String(value);

/** Worth showing as "before → after": scalar values and types, not whole operations. */
function valuesOf(diff: Diff): Pick<ContractChange, 'before' | 'after'> {
  const last = diff.path[diff.path.length - 1];
  if (HTTP_METHODS.has(String(last)) || diff.path[diff.path.length - 2] === 'responses') return {};
  if (diff.before === undefined && diff.after === undefined) return {};
  if (last === 'type') return { before: typesText(diff.before), after: typesText(diff.after) };
  return { before: describeValue(diff.before), after: describeValue(diff.after) };
}

type Security = ReadonlyArray<Record<string, unknown>> | undefined;

const isOpen = (security: Security): boolean =>
  !security || security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);

/**
 * The library does not see that deleting an operation's `security: []` makes the global bearer scheme
 * apply: an open operation that starts demanding a token breaks every anonymous caller.
 */
function securityChanges(before: Json, after: Json): ContractChange[] {
  const changes: ContractChange[] = [];
  for (const [route, item] of Object.entries((after.paths ?? {}) as Record<string, Json>)) {
    for (const method of Object.keys(item).filter((m) => HTTP_METHODS.has(m))) {
      const old = operationOf(before, route, method);
      const now = operationOf(after, route, method);
      if (!old || !now) continue;
      const wasOpen = isOpen((old.security ?? before.security) as Security);
      const isNowOpen = isOpen((now.security ?? after.security) as Security);
      if (wasOpen && !isNowOpen) {
        changes.push({
          kind: 'breaking',
          area: 'http',
          location: locationOf(['paths', route, method], before, after),
          what: 'operation now requires authentication',
          before: 'open',
          after: 'bearer token required',
        });
      }
    }
  }
  return changes;
}

/**
 * Every change between two OpenAPI 3.1 documents, as classified by api-smart-diff plus our overrides.
 * Changes under `components` are dropped: the library reports each of them again, resolved and with the
 * operation it affects, under `paths` (a component nobody references cannot break a client).
 */
export function diffOpenApi(before: Json, after: Json): ContractChange[] {
  const diffs = apiDiff(structuredClone(before), structuredClone(after)).map(reclassify);
  const changes: ContractChange[] = [];
  const seen = new Set<string>();
  // A removed (or added) property also shows up as a change of its parent's `required` list; one line
  // per field is what a reader needs.
  const propertyChanges = new Set<string>();
  const described = diffs.map((diff) => ({ diff, schema: describeSchemaChange(diff) }));
  for (const { diff, schema } of described) {
    const last = diff.path[diff.path.length - 2];
    if (schema && last === 'properties')
      propertyChanges.add(`${diff.path.slice(0, 4).join('/')}|${schema.field}`);
  }
  for (const { diff, schema } of described) {
    if (diff.path[0] === 'components' && diff.path[1] !== 'securitySchemes') continue;
    if (diff.type === 'annotation' || diff.type === 'deprecated') continue;
    const kind = diff.type === 'breaking' ? 'breaking' : 'non-breaking';
    const location = locationOf(diff.path, before, after);
    let what = schema?.what ?? libraryDescription(diff);
    if (schema && diff.path[diff.path.length - 2] === 'required') {
      if (propertyChanges.has(`${diff.path.slice(0, 4).join('/')}|${schema.field}`)) continue;
    }
    if (schema && diff.path[diff.path.length - 2] === 'properties' && diff.action === 'add') {
      const added = diffs.some(
        (other) =>
          other.action === 'add' &&
          other.path[other.path.length - 2] === 'required' &&
          other.after === diff.path[diff.path.length - 1] &&
          other.path.slice(0, -2).join('/') === diff.path.slice(0, -2).join('/'),
      );
      if (added) what = what.replace('added field', 'added required field');
    }
    const change: ContractChange = { kind, area: 'http', location, what, ...valuesOf(diff) };
    const key = `${kind}|${location}|${what}`;
    if (seen.has(key)) continue;
    seen.add(key);
    changes.push(change);
  }
  changes.push(...securityChanges(before, after));
  return changes;
}

export function openApiVersion(document: Json): string | undefined {
  const version = (document.info as Json | undefined)?.version;
  return typeof version === 'string' ? version : undefined;
}
