import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { setupServer } from 'msw/node';
import { parseServerMessage, type ServerMessage } from '@mockint/api-contract/socket';
import { createMockApiHandlers, interviewSocketHandler, type MockApiHandlers } from '../../src/msw/index.ts';
import { createInterview } from '../ws/harness.ts';

// Node 20 has no global WebSocket for MSW to intercept (Node 22+ and happy-dom have one): lend it `ws`'s. MSW
// answers every connection itself, so nothing is dialled.
const globals = globalThis as { WebSocket?: unknown };
globals.WebSocket ??= NodeWebSocket;

const ORIGIN = 'http://api.test';
let mock: MockApiHandlers;
let server: ReturnType<typeof setupServer>;
let cookie: string | undefined;

beforeAll(async () => {
  mock = await createMockApiHandlers(ORIGIN, { socket: { pingIntervalMs: 0, timeScale: 0.1 } });
  // The cookie a browser would send with the handshake; the default reads document.cookie.
  server = setupServer(
    mock.handlers[0]!,
    interviewSocketHandler(mock.app, 'ws://api.test', () => cookie),
  );
  server.listen({ onUnhandledRequest: 'error' });
});

afterAll(async () => {
  server.close();
  await mock.close();
});

/** Opens the room's socket through MSW and collects its frames, each checked against the contract. */
function connect(roomId: string) {
  const socket = new (globals.WebSocket as typeof WebSocket)(
    `ws://api.test/ws/v1/interview/rooms?session=${roomId}`,
  );
  const frames: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.addEventListener('message', (event) => {
    const parsed = parseServerMessage(String(event.data));
    if (!parsed.ok) throw new Error(`frame breaks the contract: ${parsed.error}`);
    frames.push(parsed.message);
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.addEventListener('close', resolve));
  const until = async (match: (f: ServerMessage) => boolean) => {
    while (!frames.some(match)) await new Promise<void>((resolve) => waiters.push(resolve));
    return frames.find(match)!;
  };
  return { socket, frames, until, closed };
}

describe('the interview socket through MSW ws (decision 0313)', () => {
  it('plays the same conversation: join → initial_message → the opening turn and its hint', async () => {
    const interview = createInterview(mock.app.store);
    cookie = `${interview.candidateId}:${interview.accessToken}`;
    const { socket, until, frames } = connect(interview.roomId);
    await new Promise((resolve) => socket.addEventListener('open', resolve));
    socket.send(
      JSON.stringify({
        type: 'join',
        interviewRoomId: interview.roomId,
        interviewLanguageId: 'lang-en',
        candidateId: interview.candidateId,
        userAgent: 'vitest',
        language: 'en-US',
        screenWidth: 1280,
        screenHeight: 800,
        devices: [],
      }),
    );
    const initial = await until((f) => f.type === 'initial_message');
    expect(initial).toMatchObject({ metadata: { interviewRoomId: interview.roomId } });
    await until((f) => f.type === 'hint_response');
    // The opening's sentences, each a voiced frame, came before its hint (the script's, from the same code).
    expect(frames.filter((f) => f.type === 'model_response').length).toBeGreaterThanOrEqual(2);
    socket.close();
  });

  it('admits like the server: no valid session cookie closes 4401', async () => {
    const interview = createInterview(mock.app.store);
    cookie = undefined;
    const { closed } = connect(interview.roomId);
    expect((await closed).code).toBe(4401);
  });
});
