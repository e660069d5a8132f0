import type { ContractChange } from './changes.ts';
import { compareSchemas, deref, type Direction } from './schema-compare.ts';

type Json = Record<string, unknown>;

/**
 * The union definitions in socket-protocol.schema.json, and who reads each side: the client reads server
 * messages (so removals break it), the server reads client messages (so new demands break old clients).
 */
const SIDES = [
  { union: 'ServerMessage', label: 'server message', direction: 'read' },
  { union: 'ClientMessage', label: 'client message', direction: 'write' },
] as const satisfies ReadonlyArray<{ union: string; label: string; direction: Direction }>;

/** The socket protocol version recorded in the schema ($defs.ProtocolVersion.const). */
export function socketProtocolVersion(document: Json): string | undefined {
  const defs = document.$defs as Record<string, Json> | undefined;
  const version = defs?.ProtocolVersion?.const;
  return typeof version === 'string' ? version : undefined;
}

/** Message schemas of one side keyed by their `type` constant. */
export function messagesOf(document: Json, union: string): Map<string, unknown> {
  const defs = (document.$defs ?? {}) as Record<string, Json>;
  const unionDef = defs[union];
  if (!unionDef) throw new Error(`socket schema has no $defs.${union}`);
  const branches = (unionDef.oneOf ?? unionDef.anyOf) as unknown[] | undefined;
  if (!Array.isArray(branches))
    throw new Error(`socket schema $defs.${union} is not a oneOf/anyOf of messages`);
  const messages = new Map<string, unknown>();
  for (const branch of branches) {
    const { schema } = deref(branch, document);
    const typeSchema = (schema.properties as Record<string, Json> | undefined)?.type;
    const type = typeSchema?.const ?? (Array.isArray(typeSchema?.enum) ? typeSchema.enum[0] : undefined);
    if (typeof type !== 'string') throw new Error(`a ${union} alternative has no constant "type" field`);
    messages.set(type, branch);
  }
  return messages;
}

/** Every change between two versions of the socket protocol JSON Schema, classified per direction. */
export function diffSocketSchemas(before: Json, after: Json): ContractChange[] {
  const changes: ContractChange[] = [];
  for (const side of SIDES) {
    const oldMessages = messagesOf(before, side.union);
    const newMessages = messagesOf(after, side.union);
    for (const [type, oldSchema] of oldMessages) {
      const location = `${side.label} ${type}`;
      const newSchema = newMessages.get(type);
      if (newSchema === undefined) {
        changes.push({ kind: 'breaking', area: 'socket', location, what: `removed message type '${type}'` });
        continue;
      }
      for (const change of compareSchemas(
        { schema: oldSchema, root: before },
        { schema: newSchema, root: after },
        side.direction,
      )) {
        changes.push({ area: 'socket', location, ...change });
      }
    }
    for (const type of newMessages.keys()) {
      if (!oldMessages.has(type)) {
        changes.push({
          kind: 'non-breaking',
          area: 'socket',
          location: `${side.label} ${type}`,
          what: `added message type '${type}'`,
        });
      }
    }
  }
  return changes.map(({ kind, area, location, what, before: b, after: a }) => ({
    kind,
    area,
    location,
    what,
    ...(b !== undefined ? { before: b } : {}),
    ...(a !== undefined ? { after: a } : {}),
  }));
}
