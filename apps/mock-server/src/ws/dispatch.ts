import { randomUUID } from 'node:crypto';
import {
  parseClientMessage,
  type ClientMessage,
  type ClientMessageOf,
  type Metadata,
} from '@mockint/api-contract/socket';
import { sniffAudioContainer } from './audio-sniff.ts';
import { planResume, roomScript } from './conversation.ts';
import type { TurnPlayer } from './playback.ts';
import type { RoomConnection } from './room-connection.ts';

/** The connection a frame arrives on, with the conversation it drives. */
type Connection = RoomConnection & { readonly player: TurnPlayer };

/** Maps a contract parse failure to the code the client needs: bad answers give the turn back (the spec's error catalogue). */
export function codeForParseError(error: string): string {
  if (/(^|; )user_response_text\.message\b/.test(error)) return 'ERROR_HANDLING_USER_RESPONSE_TEXT';
  if (/(^|; )user_response_audio\.audio_base_64\b/.test(error)) return 'ERROR_HANDLING_USER_RESPONSE_AUDIO';
  return 'ERROR_INVALID_MESSAGE';
}

/** One frame from the client: size limit, contract parse, then the message. A bug costs the frame only. */
export function handleFrame(conn: Connection, data: Buffer, isBinary: boolean): void {
  const { ctx } = conn;
  if (conn.silent) return;
  try {
    if (data.byteLength > ctx.options.maxFrameBytes) {
      void conn.sendError(
        'ERROR_FRAME_TOO_LARGE',
        `frame of ${data.byteLength} bytes exceeds the limit of ${ctx.options.maxFrameBytes} bytes`,
      );
      return;
    }
    const parsed = parseClientMessage(isBinary ? data : data.toString('utf8'));
    if (!parsed.ok) {
      // One readable warning per rejected frame (an unknown type names the known ones): decision 0260.
      ctx.log.warn({ roomId: conn.roomId }, `socket frame rejected: ${parsed.error}`);
      void conn.sendError(codeForParseError(parsed.error), parsed.error);
      return;
    }
    handleMessage(conn, parsed.message);
  } catch (err) {
    ctx.log.error({ err, roomId: conn.roomId }, 'interview socket handler failed');
    if (conn.isOpen()) void conn.sendError('UNKNOWN_ERROR', 'the mock server failed to handle this message');
  }
}

function handleMessage(conn: Connection, msg: ClientMessage): void {
  if (msg.type === 'join') return join(conn, msg);
  if (!conn.joined) {
    void conn.sendError('ERROR_NOT_JOINED', `send 'join' before '${msg.type}'`);
    return;
  }
  if (!metadataMatches(conn.metadata, msg.metadata)) {
    void conn.sendError(
      'ERROR_INVALID_METADATA',
      'metadata must echo the value from the latest initial_message of this connection',
    );
    return;
  }
  if (conn.ended) {
    if (msg.type !== 'pong' && msg.type !== 'end') {
      void conn.sendError('ERROR_INTERVIEW_FINISHED', 'the interview has ended');
    }
    return;
  }
  switch (msg.type) {
    case 'pong':
      conn.recordPong({ eventId: msg.eventId, timeRemaining: msg.timeRemaining });
      return;
    case 'user_response_text':
      return conn.player.text(msg.message);
    case 'user_response_audio':
      return audio(conn, msg);
    case 'request_repeat_response':
      return conn.player.repeat();
    case 'end':
      return conn.endInterview(false);
  }
}

function metadataMatches(issued: Metadata | null, m: Metadata): boolean {
  return issued !== null && m.sessionId === issued.sessionId && m.interviewRoomId === issued.interviewRoomId;
}

function audio(conn: Connection, msg: ClientMessageOf<'user_response_audio'>): void {
  const bytes = Buffer.from(msg.audio_base_64, 'base64');
  if (bytes.byteLength === 0) {
    void conn.sendError('ERROR_HANDLING_USER_RESPONSE_AUDIO', 'No audio recorded. Please try again.');
    return;
  }
  if (!sniffAudioContainer(bytes)) {
    void conn.sendError(
      'ERROR_HANDLING_USER_RESPONSE_AUDIO',
      'audio is not a WebM, Ogg, WAV, MP3 or MP4 recording',
    );
    return;
  }
  conn.player.audio();
}

function join(conn: Connection, msg: ClientMessageOf<'join'>): void {
  if (conn.joined) {
    void conn.sendError('ERROR_INVALID_MESSAGE', 'already joined on this connection');
    return;
  }
  const { ctx } = conn;
  const { store } = ctx;
  // A server that opens but never greets (`silent` rule): the join, and everything after it, goes unanswered.
  if (conn.faults.takeSilence()) {
    conn.markSilent();
    return;
  }
  if (msg.interviewRoomId !== conn.roomId || msg.candidateId !== conn.candidateId) {
    void conn.sendError(
      'ERROR_INVALID_SESSION',
      'join must name the room of ?session= and the signed-in candidate',
    );
    return;
  }
  const room = store.getRoomForCandidate(conn.roomId, conn.candidateId);
  if (!room) {
    void conn.sendError('ERROR_INVALID_SESSION', 'Interview room not found');
    return;
  }
  if (room.status !== 'ONGOING') {
    void conn.sendError(
      'ERROR_INTERVIEW_FINISHED',
      'Sorry, this interview is not started yet or already ended',
    );
    return;
  }
  if (!ctx.registry.claim(conn)) {
    void conn.sendError(
      'ERROR_MULTIPLE_CONNECTIONS',
      'another connection holds this interview room; revoke it (POST /api/v1/interview/sessions/revoke), then join again',
    );
    return;
  }
  const metadata: Metadata = { sessionId: randomUUID(), interviewRoomId: conn.roomId };
  const script = roomScript(
    store,
    ctx.scripts,
    room,
    ctx.scenarioOverrides.get(conn.roomId) ?? ctx.pinnedScript ?? undefined,
  );
  const timeRemaining = room.timeRemaining ?? store.durationSeconds(room.interviewDurationId);
  conn.markJoined({ metadata, script, timeRemaining });
  void conn.send({ type: 'initial_message', metadata });
  conn.startTimers();
  if (timeRemaining <= 0) return conn.endInterview(true);

  const plan = planResume(room, script, ctx.progress.get(conn.roomId));
  switch (plan.kind) {
    case 'start':
      return conn.player.startTurn(plan.turnIndex, true);
    case 'continue':
      void conn.player.play(plan.progress, plan.progress.framesSent, 'model_response', true);
      return;
    case 'user-turn':
      // A reloaded page has lost its turn state: say the question again (as a repeat, nothing is stored)
      // so the client reaches final_sentence and hands the turn to the candidate.
      ctx.progress.set(conn.roomId, plan.progress);
      void conn.player.play(
        plan.progress,
        plan.progress.chat.sentences.length - 1,
        'model_repeat_response',
        true,
      );
      return;
    case 'finished':
      return conn.endInterview(false);
  }
}
