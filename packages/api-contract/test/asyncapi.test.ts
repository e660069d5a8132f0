import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from '@asyncapi/parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ASYNCAPI_FILE, DEFAULT_OUT_DIR } from '../scripts/generate.ts';
import {
  CLIENT_MESSAGE_TYPES,
  SERVER_MESSAGE_TYPES,
  SOCKET_ERROR_CODES,
  SOCKET_PROTOCOL_VERSION,
} from '../src/socket/index.ts';
import { scaled } from '../../../scripts/lib/machine.mjs';

// Diagnostics of @asyncapi/parser we accept on purpose (code → why). Empty: the document is clean.
const ACCEPTED_DIAGNOSTICS: Record<string, string> = {};

const committed = await readFile(path.join(DEFAULT_OUT_DIR, ASYNCAPI_FILE), 'utf8');

describe('generated/asyncapi.yaml', () => {
  it(
    'parses with @asyncapi/parser with 0 errors and 0 unaccepted warnings',
    async () => {
      const { document, diagnostics } = await new Parser().parse(committed);
      const reported = diagnostics
        .filter((d) => d.severity <= 1 && !(String(d.code) in ACCEPTED_DIAGNOSTICS))
        .map(
          (d) => `${d.severity === 0 ? 'error' : 'warning'} ${d.code} at ${d.path.join('.')}: ${d.message}`,
        );
      expect(reported).toEqual([]);
      expect(document?.version()).toBe('3.0.0');
      expect(document?.info().version()).toBe(SOCKET_PROTOCOL_VERSION);
    },
    scaled(60_000),
  );

  it(
    'has the room channel with its session query, cookie authentication and one message per type and direction',
    async () => {
      const { document } = await new Parser().parse(committed);
      const channel = document!.channels().all()[0]!;
      expect(channel.address()).toBe('/ws/v1/interview/rooms');
      const query = (channel.bindings().get('ws')?.value() as { query?: { required?: string[] } }).query;
      expect(query?.required).toEqual(['session']);
      const scheme = document!.components().securitySchemes().all()[0]!;
      expect([scheme.type(), scheme.in(), scheme.name()]).toEqual(['httpApiKey', 'cookie', 'session']);

      const byAction = (action: 'send' | 'receive') =>
        document!
          .operations()
          .all()
          .filter((op) => op.action() === action)
          .flatMap((op) =>
            op
              .messages()
              .all()
              .map((m) => m.name()),
          );
      // receive = what the server receives (client frames); send = what it sends.
      expect(byAction('receive').sort()).toEqual([...CLIENT_MESSAGE_TYPES].sort());
      expect(byAction('send').sort()).toEqual([...SERVER_MESSAGE_TYPES].sort());
    },
    scaled(60_000),
  );

  it('names the error codes and the protocol version', () => {
    const doc = parse(committed) as {
      info: { description: string };
      components: { schemas: Record<string, { enum?: string[] }> };
    };
    expect(doc.components.schemas.SocketErrorCode?.enum).toEqual([...SOCKET_ERROR_CODES]);
    for (const code of SOCKET_ERROR_CODES) expect(doc.info.description).toContain(code);
    expect(doc.info.description).toContain(`Protocol version ${SOCKET_PROTOCOL_VERSION}`);
  });
});
