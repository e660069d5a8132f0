import { describeValue, type ChangeKind } from './changes.ts';

/**
 * Who reads the values a schema describes, which decides what is breaking:
 * - `read`: the producer is the other side and the consumer reads (server messages, HTTP responses). Taking
 *   something away or adding a type the consumer does not expect breaks it; adding fields does not.
 * - `write`: the consumer produces (client messages, HTTP requests). Demanding more (a new required field,
 *   fewer enum values, a tighter limit) breaks old consumers; accepting more does not.
 */
export type Direction = 'read' | 'write';

type Json = Record<string, unknown>;

export interface SchemaChange {
  kind: ChangeKind;
  /** Dotted field path inside the compared schema, `[]` for array items: `chat.sentences[]`. */
  field: string;
  what: string;
  before?: string;
  after?: string;
}

interface Side {
  root: Json;
}

interface Shape {
  types: Set<string> | undefined;
  values: unknown[] | undefined;
  properties: Record<string, unknown> | undefined;
  required: Set<string>;
  items: unknown;
  additionalProperties: unknown;
  /** Union branches that are not just `null` (zod emits nullable as anyOf [X, {type: null}]). */
  branches: unknown[] | undefined;
  schema: Json;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolvePointer(root: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** Follows local $refs; the returned `refs` are the names walked through (for cycle detection). */
export function deref(schema: unknown, root: Json): { schema: Json; refs: string[] } {
  const refs: string[] = [];
  let node = schema;
  while (isObject(node) && typeof node.$ref === 'string' && !refs.includes(node.$ref)) {
    refs.push(node.$ref);
    const { $ref, ...siblings } = node;
    const target = resolvePointer(root, $ref);
    node = isObject(target) ? { ...target, ...siblings } : siblings;
  }
  return { schema: isObject(node) ? node : {}, refs };
}

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function shapeOf(input: unknown, side: Side): Shape {
  const { schema } = deref(input, side.root);
  let types: Set<string> | undefined;
  if (typeof schema.type === 'string') types = new Set([schema.type]);
  else if (Array.isArray(schema.type)) types = new Set(schema.type.map(String));

  let values: unknown[] | undefined;
  if ('const' in schema) values = [schema.const];
  else if (Array.isArray(schema.enum)) values = [...schema.enum];
  if (values && !types) types = new Set(values.map(typeOfValue));

  let branches: unknown[] | undefined;
  let nullable = false;
  const union = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.oneOf)
      ? schema.oneOf
      : undefined;
  let base = schema;
  if (union) {
    const nonNull = union.filter((branch) => {
      const { schema: resolved } = deref(branch, side.root);
      const isNull =
        resolved.type === 'null' ||
        (Array.isArray(resolved.enum) && resolved.enum.length === 1 && resolved.enum[0] === null);
      if (isNull) nullable = true;
      return !isNull;
    });
    if (nonNull.length === 1) {
      // `X | null` compares as X with `null` added to its types.
      const inner = shapeOf(nonNull[0], side);
      base = inner.schema;
      types = inner.types ? new Set(inner.types) : undefined;
      values = inner.values;
      branches = inner.branches;
    } else {
      branches = nonNull;
    }
    if (nullable) {
      types ??= new Set();
      types.add('null');
      if (values) values = [...values, null];
    }
  }

  return {
    types,
    values,
    properties: isObject(base.properties) ? base.properties : undefined,
    required: new Set(Array.isArray(base.required) ? base.required.map(String) : []),
    items: base.items,
    additionalProperties: base.additionalProperties,
    branches,
    schema: base,
  };
}

const covers = (types: Set<string>, type: string): boolean =>
  types.has(type) || (type === 'integer' && types.has('number'));

const describeTypes = (types: Set<string>): string => [...types].join(' | ');

const join = (base: string, key: string): string => (base ? `${base}.${key}` : key);

// Limits whose tightening rejects values that used to be accepted: [keyword, tighter-when].
const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'] as const;

/**
 * Compares two JSON Schemas (with local $refs resolved against their roots) and lists what changed for
 * the given direction. Deliberately small: types, enums/consts, properties and `required`, array items,
 * map values, nullable unions, and numeric/length limits — the features our contract actually uses.
 */
export function compareSchemas(
  before: { schema: unknown; root: Json },
  after: { schema: unknown; root: Json },
  direction: Direction,
): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const visiting = new Set<string>();

  const walk = (b: unknown, a: unknown, field: string): void => {
    const bRefs = deref(b, before.root).refs;
    const aRefs = deref(a, after.root).refs;
    const key = `${bRefs.join('>')}|${aRefs.join('>')}`;
    if (bRefs.length && aRefs.length) {
      if (visiting.has(key)) return;
      visiting.add(key);
    }
    try {
      compareNode(shapeOf(b, before), shapeOf(a, after), field);
    } finally {
      visiting.delete(key);
    }
  };

  const report = (
    kind: ChangeKind,
    field: string,
    what: string,
    b?: unknown,
    a?: unknown,
    raw = false,
  ): void => {
    const change: SchemaChange = { kind, field, what };
    if (b !== undefined || a !== undefined) {
      change.before = raw ? String(b ?? '—') : describeValue(b);
      change.after = raw ? String(a ?? '—') : describeValue(a);
    }
    changes.push(change);
  };

  const compareNode = (b: Shape, a: Shape, field: string): void => {
    const label = field || '(root)';
    if (b.types && a.types) {
      const added = [...a.types].filter((t) => !covers(b.types!, t));
      const removed = [...b.types].filter((t) => !covers(a.types!, t));
      if (added.length || removed.length) {
        const breaking = direction === 'read' ? added.length > 0 : removed.length > 0;
        report(
          breaking ? 'breaking' : 'non-breaking',
          field,
          `${breaking ? 'retyped' : 'changed type of'} field ${label}`,
          describeTypes(b.types),
          describeTypes(a.types),
          true,
        );
      }
    }

    if (b.values && a.values) {
      const has = (list: unknown[], v: unknown) => list.some((x) => JSON.stringify(x) === JSON.stringify(v));
      const added = a.values.filter((v) => !has(b.values!, v));
      const removed = b.values.filter((v) => !has(a.values!, v));
      if (removed.length) {
        // Decision 0701: a reader never breaks when a value disappears; a writer that still sends it does.
        report(
          direction === 'write' ? 'breaking' : 'non-breaking',
          field,
          `narrowed enum of ${label}: removed ${removed.map((v) => JSON.stringify(v)).join(', ')}`,
          b.values,
          a.values,
        );
      }
      if (added.length) {
        // Decision 0701: new values in what the client reads are additive — clients must show unknown
        // values gracefully (the spec's Unknown badge), so widening a response enum is not breaking.
        report(
          'non-breaking',
          field,
          `widened enum of ${label}: added ${added.map((v) => JSON.stringify(v)).join(', ')}`,
          b.values,
          a.values,
        );
      }
    } else if (!b.values && a.values && direction === 'write') {
      report('breaking', field, `restricted ${label} to fixed values`, undefined, a.values);
    }

    if (b.properties || a.properties) {
      const bProps = b.properties ?? {};
      const aProps = a.properties ?? {};
      for (const name of new Set([...Object.keys(bProps), ...Object.keys(aProps)])) {
        const path = join(field, name);
        const inB = Object.hasOwn(bProps, name);
        const inA = Object.hasOwn(aProps, name);
        const reqB = b.required.has(name);
        const reqA = a.required.has(name);
        if (inB && !inA) {
          report(
            direction === 'read' ? 'breaking' : 'non-breaking',
            path,
            `removed field ${path}`,
            bProps[name],
            undefined,
          );
          continue;
        }
        if (!inB && inA) {
          const breaking = direction === 'write' && reqA;
          report(
            breaking ? 'breaking' : 'non-breaking',
            path,
            `added ${reqA ? 'required' : 'optional'} field ${path}`,
            undefined,
            aProps[name],
          );
          continue;
        }
        if (reqB && !reqA && direction === 'read') {
          report('breaking', path, `field ${path} is no longer always present`, 'required', 'optional', true);
        } else if (!reqB && reqA && direction === 'write') {
          report('breaking', path, `field ${path} became required`, 'optional', 'required', true);
        } else if (reqB !== reqA) {
          report('non-breaking', path, `field ${path} became ${reqA ? 'required' : 'optional'}`);
        }
        walk(bProps[name], aProps[name], path);
      }
    }

    if (
      b.items !== undefined &&
      a.items !== undefined &&
      !Array.isArray(b.items) &&
      !Array.isArray(a.items)
    ) {
      walk(b.items, a.items, `${field}[]`);
    }
    if (isObject(b.additionalProperties) && isObject(a.additionalProperties)) {
      walk(b.additionalProperties, a.additionalProperties, `${field}{}`);
    }

    if (b.branches && a.branches) {
      if (b.branches.length === a.branches.length) {
        b.branches.forEach((branch, i) => walk(branch, a.branches![i], field));
      } else {
        const fewer = a.branches.length < b.branches.length;
        report(
          (direction === 'write') === fewer ? 'breaking' : 'non-breaking',
          field,
          `${fewer ? 'removed' : 'added'} alternatives of ${label}`,
          `${b.branches.length} alternatives`,
          `${a.branches.length} alternatives`,
          true,
        );
      }
    }

    if (direction === 'write') {
      for (const keyword of LOWER_BOUNDS) {
        const bv = b.schema[keyword];
        const av = a.schema[keyword];
        if (typeof av === 'number' && (typeof bv !== 'number' || av > bv))
          report('breaking', field, `tightened ${keyword} of ${label}`, bv, av);
      }
      for (const keyword of UPPER_BOUNDS) {
        const bv = b.schema[keyword];
        const av = a.schema[keyword];
        if (typeof av === 'number' && (typeof bv !== 'number' || av < bv))
          report('breaking', field, `tightened ${keyword} of ${label}`, bv, av);
      }
      if (typeof a.schema.pattern === 'string' && a.schema.pattern !== b.schema.pattern)
        report('breaking', field, `changed pattern of ${label}`, b.schema.pattern, a.schema.pattern);
    }
  };

  walk(before.schema, after.schema, '');
  return changes;
}
