// The interview socket as an AsyncAPI 3.0 document (the message-API counterpart of openapi.yaml, read by
// AsyncAPI Studio, the AsyncAPI generator and Microcks). Built from the same JSON Schema the zod schemas
// export, so the two generated files cannot disagree; scripts/generate.ts writes it to generated/asyncapi.yaml.
import { stringify } from 'yaml';
import {
  SOCKET_ERROR_CODES,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_PROTOCOL_VERSION,
  SOCKET_ROOMS_PATH,
  buildSocketProtocolJsonSchema,
} from '../../src/socket/index.ts';

type Json = Record<string, unknown>;

/** Where the mock serves the socket; the real API serves the same path on its own host. */
export const SOCKET_CHANNEL_ADDRESS = SOCKET_ROOMS_PATH;
const SESSION_COOKIE = 'session';

/** `#/$defs/X` (JSON Schema document) → `#/components/schemas/X` (AsyncAPI document), everywhere in a schema. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Json).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? inner.replace('#/$defs/', '#/components/schemas/')
        : rebase(inner),
    ]),
  );
}

/** The message definitions a union ($defs.ClientMessage / ServerMessage) lists, in protocol order. */
function members(defs: Record<string, Json>, union: string): string[] {
  const list = (defs[union]?.oneOf ?? defs[union]?.anyOf) as Json[] | undefined;
  if (!list) throw new Error(`socket schema: ${union} is not a union of messages`);
  return list.map((entry) => String(entry.$ref).replace('#/$defs/', ''));
}

function typeOf(defs: Record<string, Json>, id: string): string {
  const type = ((defs[id]?.properties as Json | undefined)?.type as Json | undefined)?.const;
  if (typeof type !== 'string') throw new Error(`socket schema: ${id} has no constant "type"`);
  return type;
}

export function buildAsyncApiDocument(): Json {
  const { $defs } = buildSocketProtocolJsonSchema();
  const defs = $defs as Record<string, Json>;
  const client = members(defs, 'ClientMessage');
  const server = members(defs, 'ServerMessage');

  const messages: Record<string, Json> = {};
  for (const [direction, ids] of [
    ['Client → server', client],
    ['Server → client', server],
  ] as const) {
    for (const id of ids) {
      const type = typeOf(defs, id);
      const description = String(defs[id]?.description ?? '').replace(/^[^:]+:\s*/, '');
      messages[id] = {
        name: type,
        title: `${type} (${direction.toLowerCase()})`,
        summary: `${direction}: ${description}`,
        contentType: 'application/json',
        payload: { $ref: `#/components/schemas/${id}` },
        ...(type === 'error'
          ? {
              description: `\`code\` is one of the known codes (\`SocketErrorCode\`): ${SOCKET_ERROR_CODES.join(', ')}. Clients show any other code as-is.`,
            }
          : {}),
      };
    }
  }
  const ref = (id: string) => ({ $ref: `#/channels/interviewRoom/messages/${id}` });

  return {
    asyncapi: '3.0.0',
    info: {
      title: 'MockInt interview socket',
      version: SOCKET_PROTOCOL_VERSION,
      description: [
        'The live interview room: JSON text frames, each an object whose `type` names the message.',
        `The client opens \`${SOCKET_CHANNEL_ADDRESS}?session={interviewRoomId}\`, sends \`join\`, answers every \`ping\` with \`pong\` and echoes the latest \`metadata\` it received.`,
        `After the join the server sends \`ping\` at least every ${SOCKET_PING_INTERVAL_MS} ms (\`SOCKET_PING_INTERVAL_MS\`) until the socket closes; a longer silence means the link is dead.`,
        `Error codes of the \`error\` message: ${SOCKET_ERROR_CODES.map((code) => `\`${code}\``).join(', ')}.`,
        `Protocol version ${SOCKET_PROTOCOL_VERSION} (\`SOCKET_PROTOCOL_VERSION\`); a major bump marks a change an old peer would reject.`,
        'Generated from packages/api-contract/src/socket by scripts/generate.ts; do not edit.',
      ].join('\n\n'),
    },
    defaultContentType: 'application/json',
    servers: {
      mock: {
        host: 'localhost:4010',
        protocol: 'ws',
        description: 'The local mock server (apps/mock-server).',
        security: [{ $ref: '#/components/securitySchemes/sessionCookie' }],
      },
    },
    channels: {
      interviewRoom: {
        address: SOCKET_CHANNEL_ADDRESS,
        title: 'Interview room',
        description:
          'One connection per interview room and candidate; a second one is refused with ERROR_MULTIPLE_CONNECTIONS.',
        servers: [{ $ref: '#/servers/mock' }],
        messages: Object.fromEntries(
          Object.keys(messages).map((id) => [id, { $ref: `#/components/messages/${id}` }]),
        ),
        bindings: {
          ws: {
            method: 'GET',
            query: {
              type: 'object',
              properties: {
                session: {
                  type: 'string',
                  minLength: 1,
                  maxLength: 64,
                  description: 'The interview room id (interviewRoomId) to join.',
                },
              },
              required: ['session'],
            },
            bindingVersion: '0.1.0',
          },
        },
      },
    },
    operations: {
      receiveClientMessages: {
        action: 'receive',
        title: 'Client → server',
        summary: 'Frames the web app sends.',
        channel: { $ref: '#/channels/interviewRoom' },
        messages: client.map(ref),
      },
      sendServerMessages: {
        action: 'send',
        title: 'Server → client',
        summary: 'Frames the server sends.',
        channel: { $ref: '#/channels/interviewRoom' },
        messages: server.map(ref),
      },
    },
    components: {
      securitySchemes: {
        sessionCookie: {
          type: 'httpApiKey',
          name: SESSION_COOKIE,
          in: 'cookie',
          description: 'The session cookie set at sign-in; the handshake is refused with 401 without it.',
        },
      },
      schemas: Object.fromEntries(Object.entries(defs).map(([id, schema]) => [id, rebase(schema)])),
      messages,
    },
  };
}

export function renderAsyncApiYaml(): string {
  return `# Generated from packages/api-contract/src/socket by scripts/generate.ts; do not edit.\n${stringify(buildAsyncApiDocument(), { lineWidth: 0 })}`;
}
