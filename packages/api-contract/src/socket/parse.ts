import type { z } from 'zod';
import { CLIENT_MESSAGE_TYPES, clientMessageSchemas, type ClientMessage } from './client-messages.ts';
import { SERVER_MESSAGE_TYPES, serverMessageSchemas, type ServerMessage } from './server-messages.ts';

export type ParseResult<T> = { ok: true; message: T } | { ok: false; error: string };

/** What a socket hands over: text frames, binary frames (Node `ws` gives Buffers) or already-parsed JSON. */
export type RawFrame = string | ArrayBuffer | ArrayBufferView | unknown;

const MAX_REPORTED_ISSUES = 5;

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += `.${String(key)}`;
  }
  return out;
}

// Per-parse error map: zod's default wording ("Invalid input: expected boolean, received string") loses
// nothing when shortened, and a missing field reads better as "required" than "received undefined".
const errorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return `required (expected ${issue.expected})`;
    return `expected ${issue.expected}, received ${describeValue(issue.input)}`;
  }
  return undefined;
};

function formatIssues(type: string, issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => {
    const message = issue.message.replace(/^(Invalid input|Invalid option|Too small|Too big): /, '');
    return `${type}${formatPath(issue.path)}: ${message}`;
  });
  const rest = issues.length - MAX_REPORTED_ISSUES;
  if (rest > 0) lines.push(`(and ${rest} more)`);
  return lines.join('; ');
}

function decodeFrame(raw: RawFrame): { ok: true; value: unknown } | { ok: false; error: string } {
  let text: string | undefined;
  if (typeof raw === 'string') text = raw;
  else if (raw instanceof ArrayBuffer) text = new TextDecoder().decode(raw);
  else if (ArrayBuffer.isView(raw))
    text = new TextDecoder().decode(new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength));
  if (text === undefined) return { ok: true, value: raw };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: 'invalid JSON' };
  }
}

function parseWith<T>(
  raw: RawFrame,
  schemas: Record<string, z.ZodType>,
  types: readonly string[],
): ParseResult<T> {
  try {
    const decoded = decodeFrame(raw);
    if (!decoded.ok) return decoded;
    const value = decoded.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { ok: false, error: `expected a JSON object, received ${describeValue(value)}` };
    }
    const type = (value as { type?: unknown }).type;
    if (type === undefined) return { ok: false, error: "missing message type (field 'type')" };
    if (typeof type !== 'string') {
      return { ok: false, error: `message type must be a string, received ${describeValue(type)}` };
    }
    const schema = Object.hasOwn(schemas, type) ? schemas[type] : undefined;
    if (!schema) {
      return {
        ok: false,
        error: `unknown message type '${type}' (expected one of: ${types.join(', ')})`,
      };
    }
    const result = schema.safeParse(value, { error: errorMap });
    if (!result.success) return { ok: false, error: formatIssues(type, result.error.issues) };
    return { ok: true, message: result.data as T };
  } catch (error) {
    // Schemas have no throwing refinements, but a parser on a socket must never take the connection down.
    return {
      ok: false,
      error: `could not parse message: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** Validates a frame received by the server. Never throws. */
export function parseClientMessage(raw: RawFrame): ParseResult<ClientMessage> {
  return parseWith<ClientMessage>(raw, clientMessageSchemas, CLIENT_MESSAGE_TYPES);
}

/** Validates a frame received by the client. Never throws. */
export function parseServerMessage(raw: RawFrame): ParseResult<ServerMessage> {
  return parseWith<ServerMessage>(raw, serverMessageSchemas, SERVER_MESSAGE_TYPES);
}

/** Thrown by the serializers: sending a malformed message is a programming error, not a runtime condition. */
export class SocketMessageValidationError extends Error {
  override readonly name = 'SocketMessageValidationError';
}

function serializeWith(
  message: unknown,
  schemas: Record<string, z.ZodType>,
  types: readonly string[],
): string {
  const result = parseWith<unknown>(message, schemas, types);
  if (!result.ok) throw new SocketMessageValidationError(result.error);
  return JSON.stringify(result.message);
}

/** Validates and stringifies a message the client sends. Throws SocketMessageValidationError when invalid. */
export function serializeClientMessage(message: ClientMessage): string {
  return serializeWith(message, clientMessageSchemas, CLIENT_MESSAGE_TYPES);
}

/** Validates and stringifies a message the server sends. Throws SocketMessageValidationError when invalid. */
export function serializeServerMessage(message: ServerMessage): string {
  return serializeWith(message, serverMessageSchemas, SERVER_MESSAGE_TYPES);
}
