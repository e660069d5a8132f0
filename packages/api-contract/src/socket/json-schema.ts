import { z } from 'zod';
import * as client from './client-messages.ts';
import { SOCKET_ERROR_CODES, socketErrorCodeSchema } from './error-codes.ts';
import * as server from './server-messages.ts';
import { chatSchema, deviceSchema, metadataSchema } from './shared.ts';

/** Semantic version of the socket protocol; bump the major on any change an old peer would reject. */
export const SOCKET_PROTOCOL_VERSION = '2.0.0';

export const SOCKET_PROTOCOL_SCHEMA_ID = `https://schemas.mockint.dev/socket-protocol/${SOCKET_PROTOCOL_VERSION}/socket-protocol.schema.json`;

type JsonSchema = Record<string, unknown>;

export interface SocketProtocolJsonSchema extends JsonSchema {
  $schema: 'https://json-schema.org/draft/2020-12/schema';
  $id: string;
  $defs: Record<string, JsonSchema>;
}

type DefMeta = { id: string; description: string };

// Order here is the order of $defs in the output, which keeps the generated file stable across runs.
const DEFINITIONS: ReadonlyArray<readonly [z.ZodType, DefMeta]> = [
  [
    metadataSchema,
    { id: 'Metadata', description: 'Opaque server value; the client echoes the latest one verbatim.' },
  ],
  [chatSchema, { id: 'Chat', description: 'One transcript entry; same shape as the HTTP Chat schema.' }],
  [deviceSchema, { id: 'Device', description: 'A microphone or speaker as reported by the browser.' }],
  [
    server.analyticsSchema,
    { id: 'Analytics', description: 'Live negotiation analytics; null while unknown.' },
  ],
  [
    socketErrorCodeSchema,
    {
      id: 'SocketErrorCode',
      description:
        'Known error codes. ErrorMessage.code also accepts other strings, shown as-is by the client.',
    },
  ],
  [client.joinMessageSchema, { id: 'JoinMessage', description: 'Client → server: first frame after open.' }],
  [client.pongMessageSchema, { id: 'PongMessage', description: 'Client → server: answer to ping.' }],
  [
    client.userResponseAudioMessageSchema,
    { id: 'UserResponseAudioMessage', description: 'Client → server: recorded answer (webm, Base64).' },
  ],
  [
    client.userResponseTextMessageSchema,
    { id: 'UserResponseTextMessage', description: 'Client → server: typed answer.' },
  ],
  [
    client.requestRepeatResponseMessageSchema,
    {
      id: 'RequestRepeatResponseMessage',
      description: 'Client → server: repeat the last interviewer response.',
    },
  ],
  [
    client.clientEndMessageSchema,
    { id: 'ClientEndMessage', description: 'Client → server: the candidate ends.' },
  ],
  [server.pingMessageSchema, { id: 'PingMessage', description: 'Server → client: keep-alive.' }],
  [
    server.initialMessageSchema,
    { id: 'InitialMessage', description: 'Server → client: the interviewer joined.' },
  ],
  [
    server.userTranscriptMessageSchema,
    { id: 'UserTranscriptMessage', description: "Server → client: transcript of the candidate's answer." },
  ],
  [
    server.modelResponseMessageSchema,
    { id: 'ModelResponseMessage', description: 'Server → client: one audio chunk of the interviewer reply.' },
  ],
  [
    server.modelRepeatResponseMessageSchema,
    { id: 'ModelRepeatResponseMessage', description: 'Server → client: a chunk of the repeated reply.' },
  ],
  [
    server.hintResponseMessageSchema,
    { id: 'HintResponseMessage', description: 'Server → client: answer suggestion.' },
  ],
  [
    server.analyticsResponseMessageSchema,
    { id: 'AnalyticsResponseMessage', description: 'Server → client: negotiation analytics.' },
  ],
  [
    server.serverEndMessageSchema,
    { id: 'ServerEndMessage', description: 'Server → client: the interview ended.' },
  ],
  [
    server.toggleLeaveInterviewMessageSchema,
    { id: 'ToggleLeaveInterviewMessage', description: 'Server → client: leave once the audio queue drains.' },
  ],
  [server.errorMessageSchema, { id: 'ErrorMessage', description: 'Server → client: a failure, by code.' }],
  [client.clientMessageSchema, { id: 'ClientMessage', description: 'Any frame the client sends.' }],
  [server.serverMessageSchema, { id: 'ServerMessage', description: 'Any frame the server sends.' }],
];

/**
 * The whole socket protocol as one JSON Schema (draft 2020-12) document: every message under $defs,
 * the root accepting any client or server frame. Built with a private registry so that loading this
 * module twice (HMR, tests) never collides in zod's global registry.
 */
export function buildSocketProtocolJsonSchema(): SocketProtocolJsonSchema {
  const registry = z.registry<DefMeta>();
  for (const [schema, meta] of DEFINITIONS) registry.add(schema, meta);

  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    // "input" describes what parsers accept: unknown keys are tolerated, so no additionalProperties: false.
    io: 'input',
    uri: (id) => `#/$defs/${id}`,
  });

  const $defs: Record<string, JsonSchema> = {
    ProtocolVersion: {
      description: 'Version of this protocol (machine-readable copy of SOCKET_PROTOCOL_VERSION).',
      const: SOCKET_PROTOCOL_VERSION,
    },
  };
  for (const [, meta] of DEFINITIONS) {
    const def = schemas[meta.id];
    if (!def) throw new Error(`zod did not emit a definition for ${meta.id}`);
    // Each emitted schema is standalone; inside one document its $schema/$id would re-base the $refs.
    // zod does not copy a custom registry's description into the output, hence it is added here.
    const { $schema: _schema, $id: _id, ...rest } = def as JsonSchema;
    $defs[meta.id] = { description: meta.description, ...rest };
  }

  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: SOCKET_PROTOCOL_SCHEMA_ID,
    title: `MockInt interview socket protocol ${SOCKET_PROTOCOL_VERSION}`,
    description:
      'JSON text frames on {ws base}/interview/rooms?session={interviewRoomId}. Every frame is an object ' +
      `whose "type" names the message. Known error codes: ${SOCKET_ERROR_CODES.join(', ')}.`,
    $comment:
      'Generated from packages/api-contract/src/socket by buildSocketProtocolJsonSchema(); do not edit.',
    anyOf: [{ $ref: '#/$defs/ClientMessage' }, { $ref: '#/$defs/ServerMessage' }],
    $defs,
  };
}
