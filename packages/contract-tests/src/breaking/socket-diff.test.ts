import {
  buildSocketProtocolJsonSchema,
  CLIENT_MESSAGE_TYPES,
  SERVER_MESSAGE_TYPES,
} from '@mockint/api-contract/socket';
import { describe, expect, it } from 'vitest';
import { breakingOnly, formatChange } from './changes.ts';
import { fixtureSocket } from './fixtures.ts';
import { diffSocketSchemas, messagesOf, socketProtocolVersion } from './socket-diff.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Doc = any;

function diff(edit: (doc: Doc) => void) {
  const before = fixtureSocket();
  const after = fixtureSocket();
  edit(after);
  const changes = diffSocketSchemas(before, after);
  return { changes, breaking: breakingOnly(changes).map(formatChange) };
}

const removeRequired = (def: Doc, field: string) => {
  delete def.properties[field];
  def.required = def.required.filter((f: string) => f !== field);
};

describe('diffSocketSchemas', () => {
  it('reads every message of both sides from the generated schema', () => {
    const doc = fixtureSocket();
    expect([...messagesOf(doc, 'ServerMessage').keys()]).toContain('model_response');
    expect([...messagesOf(doc, 'ClientMessage').keys()]).toContain('user_response_audio');
    expect(socketProtocolVersion(doc)).toBe('1.0.0');
  });

  it('understands the schema the zod sources generate today (every message type of both sides)', () => {
    const current = buildSocketProtocolJsonSchema() as unknown as Record<string, unknown>;
    expect([...messagesOf(current, 'ServerMessage').keys()].sort()).toEqual([...SERVER_MESSAGE_TYPES].sort());
    expect([...messagesOf(current, 'ClientMessage').keys()].sort()).toEqual([...CLIENT_MESSAGE_TYPES].sort());
    expect(diffSocketSchemas(current, current)).toEqual([]);
  });

  describe('breaking', () => {
    it('removed server message type', () => {
      const { breaking } = diff((doc) => {
        doc.$defs.ServerMessage.oneOf = doc.$defs.ServerMessage.oneOf.filter(
          (branch: Doc) => branch.$ref !== '#/$defs/HintResponseMessage',
        );
      });
      expect(breaking).toEqual(["server message hint_response: removed message type 'hint_response'"]);
    });

    it('removed client message type', () => {
      const { breaking } = diff((doc) => {
        doc.$defs.ClientMessage.oneOf = doc.$defs.ClientMessage.oneOf.filter(
          (branch: Doc) => branch.$ref !== '#/$defs/RequestRepeatResponseMessage',
        );
      });
      expect(breaking).toEqual([
        "client message request_repeat_response: removed message type 'request_repeat_response'",
      ]);
    });

    it('removed field of a server message', () => {
      const { breaking } = diff((doc) => removeRequired(doc.$defs.UserTranscriptMessage, 'transcript'));
      expect(breaking).toEqual(['server message user_transcript: removed field transcript (string → —)']);
    });

    it('retyped field of a server message, through a shared definition', () => {
      const { breaking } = diff((doc) => (doc.$defs.Chat.properties.sentences = { type: 'string' }));
      expect(breaking).toContain(
        'server message model_response: retyped field chat.sentences (array → string)',
      );
      expect(breaking).toContain(
        'server message user_transcript: retyped field chat.sentences (array → string)',
      );
    });

    it('server field that may now be null', () => {
      const { breaking } = diff(
        (doc) => (doc.$defs.HintResponseMessage.properties.hintResponse = { type: ['string', 'null'] }),
      );
      expect(breaking).toEqual([
        'server message hint_response: retyped field hintResponse (string → string | null)',
      ]);
    });

    it('new required field of a client message', () => {
      const { breaking } = diff((doc) => {
        doc.$defs.PongMessage.properties.clientTime = { type: 'number' };
        doc.$defs.PongMessage.required.push('clientTime');
      });
      expect(breaking).toEqual(['client message pong: added required field clientTime (— → number)']);
    });

    it('narrowed enum in a client message', () => {
      const { breaking } = diff((doc) => (doc.$defs.Device.properties.deviceKind.enum = ['audioinput']));
      expect(breaking).toEqual([
        'client message join: narrowed enum of devices[].deviceKind: removed "audiooutput" (["audioinput","audiooutput"] → ["audioinput"])',
      ]);
    });

    it('tighter limit on a client field', () => {
      const { breaking } = diff((doc) => (doc.$defs.PongMessage.properties.eventId.maxLength = 8));
      expect(breaking).toEqual(['client message pong: tightened maxLength of eventId (— → 8)']);
    });
  });

  describe('non-breaking', () => {
    it.each<[string, (doc: Doc) => void]>([
      [
        'new optional field of a server message',
        (doc) => (doc.$defs.ServerEndMessage.properties.reason = { type: 'string' }),
      ],
      [
        'new required field of a server message',
        (doc) => {
          doc.$defs.ServerEndMessage.properties.reason = { type: 'string' };
          doc.$defs.ServerEndMessage.required.push('reason');
        },
      ],
      [
        'new optional field of a client message',
        (doc) => (doc.$defs.ClientEndMessage.properties.reason = { type: 'string' }),
      ],
      ['removed field of a client message', (doc) => removeRequired(doc.$defs.PongMessage, 'timeRemaining')],
      [
        'widened enum in a client message',
        (doc) => doc.$defs.Device.properties.deviceKind.enum.push('videoinput'),
      ],
      [
        'widened enum in a server message (decision 0701)',
        (doc) => doc.$defs.Chat.properties.sender.enum.push('SYSTEM'),
      ],
      [
        'new server message type',
        (doc) => {
          doc.$defs.CountdownMessage = {
            type: 'object',
            properties: { type: { type: 'string', const: 'countdown' }, seconds: { type: 'number' } },
            required: ['type', 'seconds'],
          };
          doc.$defs.ServerMessage.oneOf.push({ $ref: '#/$defs/CountdownMessage' });
        },
      ],
    ])('%s', (_name, edit) => {
      const { breaking, changes } = diff(edit);
      expect(breaking).toEqual([]);
      expect(changes.length).toBeGreaterThan(0);
    });
  });
});
