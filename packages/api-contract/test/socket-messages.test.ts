import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  buildSocketProtocolJsonSchema,
  CLIENT_MESSAGE_TYPES,
  isKnownSocketErrorCode,
  parseClientMessage,
  parseServerMessage,
  SERVER_MESSAGE_TYPES,
  serializeClientMessage,
  serializeServerMessage,
  SOCKET_ERROR_CODES,
  SOCKET_PROTOCOL_VERSION,
  SocketMessageValidationError,
  type Chat,
  type ClientMessage,
  type ClientMessageType,
  type ServerMessage,
  type ServerMessageOf,
  type ServerMessageType,
} from '../src/socket/index.ts';

const metadata = { sessionToken: 'abc', turn: 3, nested: { a: [1, 2] } };
const chat: Chat = {
  id: 'chat-1',
  sender: 'MODEL',
  timestamp: '2026-11-22T03:50:00.000Z',
  sentences: ['Hello, thanks for joining.', 'Tell me about yourself.'],
};
const audio = Buffer.from('fake webm bytes').toString('base64');

const validClient: Record<ClientMessageType, ClientMessage> = {
  join: {
    type: 'join',
    interviewRoomId: 'room-1',
    interviewLanguageId: 'lang-en',
    candidateId: 'cand-1',
    userAgent: 'Mozilla/5.0',
    language: 'en-US',
    screenWidth: 1920,
    screenHeight: 1080,
    devices: [
      {
        deviceName: 'Built-in Mic',
        deviceId: 'mic-1',
        deviceKind: 'audioinput',
        deviceGroupId: 'g1',
        deviceSelected: true,
      },
      { deviceName: '', deviceId: '', deviceKind: 'audiooutput', deviceGroupId: '', deviceSelected: false },
    ],
  },
  pong: { type: 'pong', eventId: 'evt-1', timeRemaining: 1799.5, metadata },
  user_response_audio: { type: 'user_response_audio', audio_base_64: audio, metadata },
  user_response_text: { type: 'user_response_text', message: 'I have five years of experience.', metadata },
  request_repeat_response: { type: 'request_repeat_response', metadata },
  end: { type: 'end', metadata },
};

const validServer: Record<ServerMessageType, ServerMessage> = {
  ping: { type: 'ping', eventId: 'evt-1' },
  initial_message: { type: 'initial_message', metadata },
  user_transcript: {
    type: 'user_transcript',
    transcript: 'I have five years of experience.',
    chat: { ...chat, sender: 'CANDIDATE', timestamp: '2026-11-22T10:50:00+07:00' },
  },
  model_response: {
    type: 'model_response',
    audio_base_64: audio,
    transcript: 'Tell me about yourself.',
    final_sentence: true,
    chat,
    metadata,
  },
  model_repeat_response: {
    type: 'model_repeat_response',
    audio_base_64: audio,
    transcript: 'Tell me about yourself.',
    final_sentence: false,
    chat,
    metadata,
  },
  hint_response: { type: 'hint_response', hintResponse: 'Mention a project with measurable impact.' },
  analytics_response: {
    type: 'analytics_response',
    analytics: {
      salaryCurrency: null,
      salaryInitialOffer: 90000,
      salaryFinalOffer: null,
      negotiationConfidence: 72.5,
      assertivenessScore: 0,
      justificationStrength: 100,
    },
  },
  end: { type: 'end' },
  toggle_leave_interview: { type: 'toggle_leave_interview' },
  error: { type: 'error', code: 'ERROR_MULTIPLE_CONNECTIONS', message: 'Another tab holds this session' },
};

/** For each message type: broken variants and the readable error each must produce (substring). */
const invalidClient: Record<ClientMessageType, Array<[unknown, string]>> = {
  join: [
    [{ ...validClient.join, candidateId: undefined }, 'join.candidateId: required (expected string)'],
    [{ ...validClient.join, screenWidth: '1920' }, 'join.screenWidth: expected number, received string'],
    [
      {
        ...validClient.join,
        devices: [
          {
            deviceName: 'Cam',
            deviceId: 'c',
            deviceKind: 'videoinput',
            deviceGroupId: 'g',
            deviceSelected: true,
          },
        ],
      },
      'join.devices[0].deviceKind',
    ],
    [
      { ...validClient.join, devices: [{ deviceName: 'Mic', deviceKind: 'audioinput' }] },
      'join.devices[0].deviceId: required',
    ],
  ],
  pong: [
    [{ type: 'pong', timeRemaining: 10, metadata }, 'pong.eventId: required (expected string)'],
    [{ ...validClient.pong, timeRemaining: -1 }, 'pong.timeRemaining'],
    [{ ...validClient.pong, metadata: 'opaque-string' }, 'pong.metadata: expected record, received string'],
  ],
  user_response_audio: [
    [
      { ...validClient.user_response_audio, audio_base_64: 'not base64!' },
      'user_response_audio.audio_base_64: expected Base64',
    ],
    [{ ...validClient.user_response_audio, audio_base_64: '' }, 'No audio recorded. Please try again.'],
    [{ type: 'user_response_audio', audio_base_64: audio }, 'user_response_audio.metadata: required'],
  ],
  user_response_text: [
    [
      { ...validClient.user_response_text, message: '   ' },
      'user_response_text.message: Message cannot be empty',
    ],
    [
      { ...validClient.user_response_text, message: 42 },
      'user_response_text.message: expected string, received number',
    ],
  ],
  request_repeat_response: [
    [{ type: 'request_repeat_response' }, 'request_repeat_response.metadata: required'],
    [
      { type: 'request_repeat_response', metadata: [1] },
      'request_repeat_response.metadata: expected record, received array',
    ],
  ],
  end: [
    [{ type: 'end' }, 'end.metadata: required'],
    [{ type: 'end', metadata: null }, 'end.metadata: expected record, received null'],
  ],
};

const invalidServer: Record<ServerMessageType, Array<[unknown, string]>> = {
  ping: [[{ type: 'ping' }, 'ping.eventId: required (expected string)']],
  initial_message: [
    [
      { type: 'initial_message', metadata: 'x' },
      'initial_message.metadata: expected record, received string',
    ],
  ],
  user_transcript: [
    [{ ...validServer.user_transcript, chat: { ...chat, sender: 'USER' } }, 'user_transcript.chat.sender'],
    [
      { ...validServer.user_transcript, chat: { ...chat, timestamp: 'yesterday' } },
      'user_transcript.chat.timestamp',
    ],
  ],
  model_response: [
    [
      { ...validServer.model_response, final_sentence: 'true' },
      'model_response.final_sentence: expected boolean, received string',
    ],
    [
      { ...validServer.model_response, chat: { ...chat, sentences: ['ok', 3] } },
      'model_response.chat.sentences[1]: expected string, received number',
    ],
  ],
  model_repeat_response: [
    [
      { ...validServer.model_repeat_response, transcript: undefined },
      'model_repeat_response.transcript: required',
    ],
  ],
  hint_response: [
    [{ type: 'hint_response', hint: 'x' }, 'hint_response.hintResponse: required (expected string)'],
  ],
  analytics_response: [
    [
      {
        type: 'analytics_response',
        analytics: {
          ...(validServer.analytics_response as ServerMessageOf<'analytics_response'>).analytics,
          assertivenessScore: 101,
        },
      },
      'analytics_response.analytics.assertivenessScore',
    ],
    [{ type: 'analytics_response' }, 'analytics_response.analytics: required'],
  ],
  end: [[[{ type: 'end' }], 'expected a JSON object, received array']],
  toggle_leave_interview: [[null, 'expected a JSON object, received null']],
  error: [[{ type: 'error', code: 42 }, 'error.code']],
};

describe('client messages', () => {
  it.each(CLIENT_MESSAGE_TYPES)('accepts a valid %s from JSON text and from an object', (type) => {
    const message = validClient[type];
    expect(parseClientMessage(JSON.stringify(message))).toEqual({ ok: true, message });
    expect(parseClientMessage(message)).toEqual({ ok: true, message });
  });

  it.each(CLIENT_MESSAGE_TYPES)('rejects broken %s frames with a readable reason', (type) => {
    for (const [frame, reason] of invalidClient[type]) {
      const result = parseClientMessage(JSON.stringify(frame));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toContain(reason);
    }
  });

  it('decodes binary frames (Node ws hands over Buffers)', () => {
    const result = parseClientMessage(Buffer.from(JSON.stringify(validClient.pong)));
    expect(result).toEqual({ ok: true, message: validClient.pong });
  });

  it('keeps metadata verbatim, including nested values', () => {
    const result = parseClientMessage(JSON.stringify(validClient.end));
    expect(result.ok && result.message.type === 'end' && result.message.metadata).toEqual(metadata);
  });

  it('tolerates unknown extra fields by dropping them', () => {
    const result = parseClientMessage({ ...validClient.request_repeat_response, clientVersion: 2 });
    expect(result).toEqual({ ok: true, message: validClient.request_repeat_response });
  });

  it('a server-only message type is unknown to the client parser and vice versa', () => {
    expect(parseClientMessage({ type: 'ping', eventId: 'e' })).toMatchObject({
      ok: false,
      error: expect.stringContaining("unknown message type 'ping'"),
    });
    expect(parseServerMessage(validClient.join)).toMatchObject({
      ok: false,
      error: expect.stringContaining("unknown message type 'join'"),
    });
  });
});

describe('server messages', () => {
  it.each(SERVER_MESSAGE_TYPES)('accepts a valid %s', (type) => {
    const message = validServer[type];
    expect(parseServerMessage(JSON.stringify(message))).toEqual({ ok: true, message });
  });

  it.each(SERVER_MESSAGE_TYPES)('rejects broken %s frames with a readable reason', (type) => {
    for (const [frame, reason] of invalidServer[type]) {
      const result = parseServerMessage(JSON.stringify(frame));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toContain(reason);
    }
  });

  it('accepts an error without a code (protocol 2.0.0): the client shows UNKNOWN_ERROR instead of stalling', () => {
    expect(parseServerMessage('{"type":"error"}')).toEqual({ ok: true, message: { type: 'error' } });
    expect(parseServerMessage('{"type":"error","code":""}')).toEqual({
      ok: true,
      message: { type: 'error', code: '' },
    });
  });

  it('accepts error codes outside the known list so the client can show them', () => {
    const result = parseServerMessage('{"type":"error","code":"ERROR_SOMETHING_NEW"}');
    expect(result).toEqual({ ok: true, message: { type: 'error', code: 'ERROR_SOMETHING_NEW' } });
    expect(isKnownSocketErrorCode('ERROR_SOMETHING_NEW')).toBe(false);
    expect(isKnownSocketErrorCode('ERROR_HANDLING_USER_RESPONSE_TEXT')).toBe(true);
    expect(isKnownSocketErrorCode(undefined)).toBe(false);
  });

  it('lists the three spec error codes', () => {
    expect(SOCKET_ERROR_CODES).toEqual(
      expect.arrayContaining([
        'ERROR_MULTIPLE_CONNECTIONS',
        'ERROR_HANDLING_USER_RESPONSE_AUDIO',
        'ERROR_HANDLING_USER_RESPONSE_TEXT',
      ]),
    );
  });

  it('handles a multi-megabyte audio chunk without blowing the regexp stack', () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 7).toString('base64');
    const result = parseServerMessage({ ...validServer.model_response, audio_base_64: big });
    expect(result.ok).toBe(true);
  });
});

describe('frames that are not messages', () => {
  const cases: Array<[string, unknown, string]> = [
    ['non-JSON text', '{"type": "ping"', 'invalid JSON'],
    ['empty text', '', 'invalid JSON'],
    ['a JSON string', '"ping"', 'expected a JSON object, received string'],
    ['a JSON number', '42', 'expected a JSON object, received number'],
    ['an array', '[]', 'expected a JSON object, received array'],
    ['undefined', undefined, 'expected a JSON object, received undefined'],
    ['no type', '{"eventId":"e"}', "missing message type (field 'type')"],
    ['numeric type', '{"type":5}', 'message type must be a string, received number'],
    ['unknown type', '{"type":"foo"}', "unknown message type 'foo'"],
    ['prototype key as type', '{"type":"toString"}', "unknown message type 'toString'"],
  ];
  it.each(cases)('%s is rejected without throwing', (_name, frame, reason) => {
    for (const parse of [parseClientMessage, parseServerMessage]) {
      const result = parse(frame);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toContain(reason);
    }
  });
});

describe('serializers', () => {
  it('round-trip valid messages', () => {
    for (const type of CLIENT_MESSAGE_TYPES) {
      expect(JSON.parse(serializeClientMessage(validClient[type]))).toEqual(validClient[type]);
    }
    for (const type of SERVER_MESSAGE_TYPES) {
      expect(JSON.parse(serializeServerMessage(validServer[type]))).toEqual(validServer[type]);
    }
  });

  it('throw a readable error for an invalid message', () => {
    const bad = { ...validServer.model_response, final_sentence: 'yes' } as unknown as ServerMessage;
    expect(() => serializeServerMessage(bad)).toThrow(SocketMessageValidationError);
    expect(() => serializeServerMessage(bad)).toThrow(
      'model_response.final_sentence: expected boolean, received string',
    );
    const empty = { type: 'user_response_text', message: '', metadata } as ClientMessage;
    expect(() => serializeClientMessage(empty)).toThrow('Message cannot be empty');
  });
});

describe('JSON Schema of the protocol', () => {
  const document = buildSocketProtocolJsonSchema();
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addSchema(document);
  const validator = (def: string) => {
    const validate = ajv.getSchema(`${document.$id}#/$defs/${def}`);
    if (!validate) throw new Error(`no $defs/${def}`);
    return (value: unknown) => validate(value) as boolean;
  };
  const isClient = validator('ClientMessage');
  const isServer = validator('ServerMessage');
  const isAny = ajv.getSchema(document.$id)!;

  it('is a versioned draft 2020-12 document with every message under $defs', () => {
    expect(document.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(document.$id).toContain(SOCKET_PROTOCOL_VERSION);
    expect(document.$defs.ProtocolVersion).toMatchObject({ const: '2.0.0' });
    for (const name of [
      'ClientMessage',
      'ServerMessage',
      'JoinMessage',
      'ModelResponseMessage',
      'ErrorMessage',
      'Chat',
    ]) {
      expect(document.$defs).toHaveProperty(name);
    }
  });

  it('is deterministic', () => {
    expect(JSON.stringify(buildSocketProtocolJsonSchema())).toBe(JSON.stringify(document));
  });

  it.each(CLIENT_MESSAGE_TYPES)('agrees with the zod schema on client %s', (type) => {
    expect(isClient(validClient[type])).toBe(true);
    expect(isAny(validClient[type])).toBe(true);
    for (const [frame] of invalidClient[type]) {
      // Round-trip through JSON so undefined fields become missing fields, as on the wire.
      expect(isClient(JSON.parse(JSON.stringify(frame) ?? 'null'))).toBe(false);
    }
  });

  it.each(SERVER_MESSAGE_TYPES)('agrees with the zod schema on server %s', (type) => {
    expect(isServer(validServer[type])).toBe(true);
    for (const [frame] of invalidServer[type]) {
      expect(isServer(JSON.parse(JSON.stringify(frame) ?? 'null'))).toBe(false);
    }
  });

  it('rejects unknown types and non-objects', () => {
    expect(isAny({ type: 'foo' })).toBe(false);
    expect(isAny('ping')).toBe(false);
    expect(isServer(validClient.join)).toBe(false);
  });
});

describe('alignment with the HTTP contract', () => {
  const openapi = parseYaml(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as {
    components: {
      schemas: Record<string, { required?: string[]; properties?: Record<string, unknown>; enum?: string[] }>;
    };
  };
  const httpChat = openapi.components.schemas.Chat!;
  const socketChat = buildSocketProtocolJsonSchema().$defs.Chat as {
    required: string[];
    properties: Record<string, unknown>;
  };

  it('socket Chat has exactly the fields and required list of the HTTP Chat', () => {
    expect(Object.keys(socketChat.properties).sort()).toEqual(Object.keys(httpChat.properties ?? {}).sort());
    expect([...socketChat.required].sort()).toEqual([...(httpChat.required ?? [])].sort());
  });

  it('uses the same sender values and id limits', () => {
    expect(socketChat.properties.sender).toMatchObject({ enum: openapi.components.schemas.ChatSender!.enum });
    const httpId = openapi.components.schemas.Id as { minLength?: number; maxLength?: number };
    expect(socketChat.properties.id).toMatchObject({
      minLength: httpId.minLength,
      maxLength: httpId.maxLength,
    });
  });
});
