import {
  CLIENT_MESSAGE_TYPES,
  parseServerMessage,
  SERVER_MESSAGE_TYPES,
  serializeClientMessage,
  type ClientMessage,
  type Metadata,
} from '@mockint/api-contract/socket';
import WebSocket from 'ws';
import type { Outcome } from './suite.ts';

export interface FrameResult {
  direction: 'server' | 'client';
  type: string;
  outcome: Outcome;
  count: number;
  detail?: string;
}

export interface ConversationOptions {
  /** Socket base, e.g. ws://127.0.0.1:4010/ws/v1. */
  wsUrl: string;
  roomId: string;
  candidateId: string;
  accessToken: string;
  interviewLanguageId: string;
  /** Per step: how long to wait for the server's answer. */
  stepTimeoutMs?: number;
}

export interface ConversationResult {
  frames: FrameResult[];
  /** Set when the conversation could not be completed (connection refused, step timed out…). */
  error?: string;
}

// Smallest thing that looks like webm (EBML magic + padding): enough for a server that sniffs the container;
// a server that rejects it answers `error`, which is a frame worth validating too.
const TINY_WEBM_BASE64 = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x00, 0x00,
]).toString('base64');

interface Waiter {
  description: string;
  done: (frame: Record<string, unknown>) => boolean;
  resolve: () => void;
}

/**
 * Holds one scripted interview over the socket — join, a blank answer (provokes `error`), a text answer,
 * a repeat request, an audio answer, end — and validates every server frame with the contract's zod
 * schemas (parseServerMessage). Client frames go through serializeClientMessage, so we never send
 * something the contract forbids.
 */
export async function holdConversation(options: ConversationOptions): Promise<ConversationResult> {
  const stepTimeout = options.stepTimeoutMs ?? 15_000;
  const serverStats = new Map<string, { count: number; error?: string }>();
  const clientStats = new Map<string, number>();
  let metadata: Metadata = {};
  let waiter: Waiter | undefined;
  let closedReason: string | undefined;

  const url = `${options.wsUrl.replace(/\/$/, '')}/interview/rooms?session=${encodeURIComponent(options.roomId)}`;
  const socket = new WebSocket(url, {
    headers: {
      // The interview socket authenticates with the cookie the web app sets at sign-in.
      cookie: `session=${options.candidateId}:${options.accessToken}; accessToken=${options.accessToken}`,
      origin: 'http://localhost:5173',
    },
    handshakeTimeout: 10_000,
  });

  const sendMessage = (message: ClientMessage) => {
    socket.send(serializeClientMessage(message));
    clientStats.set(message.type, (clientStats.get(message.type) ?? 0) + 1);
  };

  socket.on('message', (data, isBinary) => {
    const text = isBinary ? Buffer.from(data as Buffer).toString('utf8') : String(data);
    let raw: Record<string, unknown> = {};
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
    } catch {
      // parseServerMessage reports it below.
    }
    const type = typeof raw.type === 'string' ? raw.type : '(no type)';
    const stats = serverStats.get(type) ?? { count: 0 };
    stats.count++;
    const result = parseServerMessage(text);
    if (!result.ok && !stats.error) stats.error = result.error;
    serverStats.set(type, stats);

    // Flow control reads the raw frame so that one drifted field does not hide the rest of the protocol.
    if (raw.metadata && typeof raw.metadata === 'object') metadata = raw.metadata as Metadata;
    if (type === 'ping' && typeof raw.eventId === 'string') {
      sendMessage({ type: 'pong', eventId: raw.eventId, timeRemaining: 600, metadata });
    }
    if (waiter?.done(raw)) {
      const current = waiter;
      waiter = undefined;
      current.resolve();
    }
  });

  const step = (description: string, done: (frame: Record<string, unknown>) => boolean, action: () => void) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiter = undefined;
        reject(new Error(`timed out after ${stepTimeout} ms waiting for ${description}`));
      }, stepTimeout);
      waiter = {
        description,
        done,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      action();
    });

  // Lenient on purpose: a drifted `final_sentence: "true"` is reported by the validation above, and the
  // conversation goes on so that the other message types still get checked.
  const finalChunk = (type: string) => (frame: Record<string, unknown>) =>
    frame.type === type && (frame.final_sentence === true || frame.final_sentence === 'true');

  let error: string | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`handshake refused: HTTP ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
    socket.on('close', (code, reason) => {
      closedReason = `socket closed (${code}${reason.length ? ` ${reason.toString()}` : ''})`;
      if (waiter) waiter.done = () => false;
    });

    await step('the opening turn (model_response with final_sentence)', finalChunk('model_response'), () =>
      sendMessage({
        type: 'join',
        interviewRoomId: options.roomId,
        interviewLanguageId: options.interviewLanguageId,
        candidateId: options.candidateId,
        userAgent: 'mockint-contract-tests',
        language: 'en-US',
        screenWidth: 1280,
        screenHeight: 800,
        devices: [
          {
            deviceName: 'Test mic',
            deviceId: 'mic-1',
            deviceKind: 'audioinput',
            deviceGroupId: 'g1',
            deviceSelected: true,
          },
          {
            deviceName: 'Test speaker',
            deviceId: 'spk-1',
            deviceKind: 'audiooutput',
            deviceGroupId: 'g1',
            deviceSelected: true,
          },
        ],
      }),
    );
    // A blank answer is refused with an `error` frame (spec); the raw frame skips the client's own
    // check on purpose — what is validated here is the server's answer.
    await step(
      'an error frame for a blank answer',
      (frame) => frame.type === 'error',
      () => {
        socket.send(JSON.stringify({ type: 'user_response_text', message: '   ', metadata }));
        clientStats.set('user_response_text', (clientStats.get('user_response_text') ?? 0) + 1);
      },
    );
    await step('the next interviewer turn after a text answer', finalChunk('model_response'), () =>
      sendMessage({
        type: 'user_response_text',
        message: 'I have five years of experience building web applications with React and TypeScript.',
        metadata,
      }),
    );
    await step(
      'the repeated turn (model_repeat_response with final_sentence)',
      finalChunk('model_repeat_response'),
      () => sendMessage({ type: 'request_repeat_response', metadata }),
    );
    await step(
      'an answer to a recorded (audio) reply',
      (frame) => finalChunk('model_response')(frame) || frame.type === 'error' || frame.type === 'end',
      () => sendMessage({ type: 'user_response_audio', audio_base_64: TINY_WEBM_BASE64, metadata }),
    );
    await step(
      'toggle_leave_interview after end',
      (frame) => frame.type === 'toggle_leave_interview',
      () => sendMessage({ type: 'end', metadata }),
    );
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
    if (closedReason) error = `${error}; ${closedReason}`;
  } finally {
    socket.removeAllListeners('message');
    if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)
      socket.terminate();
  }

  const frames: FrameResult[] = [];
  for (const type of SERVER_MESSAGE_TYPES) {
    const stats = serverStats.get(type);
    if (!stats)
      frames.push({
        direction: 'server',
        type,
        outcome: 'SKIP',
        count: 0,
        detail: 'not sent during the conversation',
      });
    else
      frames.push({
        direction: 'server',
        type,
        outcome: stats.error ? 'FAIL' : 'PASS',
        count: stats.count,
        ...(stats.error ? { detail: stats.error } : {}),
      });
  }
  for (const [type, stats] of serverStats) {
    if (!(SERVER_MESSAGE_TYPES as readonly string[]).includes(type)) {
      frames.push({
        direction: 'server',
        type,
        outcome: 'FAIL',
        count: stats.count,
        detail: stats.error ?? 'unknown message type',
      });
    }
  }
  for (const type of CLIENT_MESSAGE_TYPES) {
    const count = clientStats.get(type) ?? 0;
    frames.push({
      direction: 'client',
      type,
      outcome: count > 0 ? 'PASS' : 'SKIP',
      count,
      ...(count === 0 ? { detail: 'not sent (the server did not ask for it)' } : {}),
    });
  }
  return { frames, ...(error ? { error } : {}) };
}
