import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import {
  parseClientMessage,
  serializeServerMessage,
  type ClientMessage,
  type ClientMessageOf,
  type Metadata,
  type ServerMessage,
} from '@mockint/api-contract/socket';
import type { Store } from '../store/index.ts';
import { negotiationAnalytics, type ScenarioCatalogue, type Turn } from '../scenarios/index.ts';
import { sniffAudioContainer } from './audio-sniff.ts';
import { planResume, roomFacts, toSentences, type RoomFacts, type RoomProgress } from './conversation.ts';
import type { SocketFaults, Target } from './faults.ts';
import type { Scheduler } from './scheduler.ts';
import type { RegisteredSocket, SessionRegistry } from './session-registry.ts';

export interface ResolvedSocketOptions {
  pingIntervalMs: number;
  tickMs: number;
  maxFrameBytes: number;
  closeAfterEndMs: number;
  scheduler: Scheduler;
  random: () => number;
}

/** Everything a connection shares with the others of its server instance. */
export interface SocketContext {
  store: Store;
  scenarios: ScenarioCatalogue;
  faults: SocketFaults;
  registry: SessionRegistry<InterviewConnection>;
  progress: Map<string, RoomProgress>;
  scenarioOverrides: Map<string, string>;
  options: ResolvedSocketOptions;
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

const OPEN = 1;

/** Maps a contract parse failure to the code the client needs: bad answers give the turn back (spec §8). */
export function codeForParseError(error: string): string {
  if (/(^|; )user_response_text\.message\b/.test(error)) return 'ERROR_HANDLING_USER_RESPONSE_TEXT';
  if (/(^|; )user_response_audio\.audio_base_64\b/.test(error)) return 'ERROR_HANDLING_USER_RESPONSE_AUDIO';
  return 'ERROR_INVALID_MESSAGE';
}

/** One accepted socket of GET /ws/v1/interview/rooms. Protocol notes: docs/decisions/0302-interview-socket-protocol.md. */
export class InterviewConnection implements RegisteredSocket {
  private joined = false;
  private ended = false;
  private metadata: Metadata | null = null;
  private facts: RoomFacts | null = null;
  private timeRemaining = 0;
  private timers: unknown[] = [];
  private closeTimer: unknown = null;
  private chain: Promise<boolean> = Promise.resolve(true);
  private pending = 0;
  private pingCount = 0;
  framesOut = 0;
  lastPong: { eventId: string; timeRemaining: number } | null = null;

  constructor(
    private readonly socket: WebSocket,
    readonly roomId: string,
    readonly candidateId: string,
    private readonly ctx: SocketContext,
  ) {
    socket.on('message', (data: Buffer, isBinary: boolean) => this.onFrame(data, isBinary));
    socket.on('close', () => this.onClose());
    socket.on('error', (err) => ctx.log.warn({ err, roomId }, 'interview socket error'));
  }

  private get target(): Target {
    return { roomId: this.roomId, candidateId: this.candidateId };
  }

  isOpen(): boolean {
    return this.socket.readyState === OPEN;
  }

  close(code: number, reason: string): void {
    this.stopTimers();
    if (this.socket.readyState === OPEN) this.socket.close(code, reason);
  }

  /** Network loss: no close frame, the client sees 1006. */
  drop(): void {
    this.stopTimers();
    this.socket.terminate();
  }

  /** State for GET /__mock/ws/rooms/:roomId. */
  describe() {
    const p = this.ctx.progress.get(this.roomId);
    return {
      candidateId: this.candidateId,
      joined: this.joined,
      ended: this.ended,
      scenarioId: this.facts?.scenario.scenario.id ?? null,
      turnIndex: p?.turnIndex ?? null,
      turnId: p && this.facts ? (this.facts.scenario.turns[p.turnIndex]?.id ?? null) : null,
      framesSentInTurn: p?.framesSent ?? null,
      userTurn: this.isUserTurn(),
      timeRemaining: this.joined ? this.timeRemaining : null,
      lastPong: this.lastPong,
      framesOut: this.framesOut,
    };
  }

  // ------------------------------------------------------------------ sending

  /**
   * Validates against the contract and sends, in order. Without a delay rule a frame goes out synchronously
   * (the latency the bench measures); with one, frames queue behind each other.
   */
  send(message: ServerMessage): Promise<boolean> {
    const text = serializeServerMessage(message);
    const delay = this.ctx.faults.delayFor(this.target, this.ctx.options.random);
    if (delay === 0 && this.pending === 0) return Promise.resolve(this.write(text));
    this.pending += 1;
    this.chain = this.chain.then(
      () =>
        new Promise<boolean>((resolve) => {
          const go = () => {
            this.pending -= 1;
            resolve(this.write(text));
          };
          if (delay > 0) this.ctx.options.scheduler.setTimeout(go, delay);
          else go();
        }),
    );
    return this.chain;
  }

  private write(text: string): boolean {
    if (this.socket.readyState !== OPEN) return false;
    this.socket.send(text);
    this.framesOut += 1;
    return true;
  }

  sendError(code: string | undefined, message: string): Promise<boolean> {
    return this.send(code === undefined ? { type: 'error', message } : { type: 'error', code, message });
  }

  // ------------------------------------------------------------------ receiving

  private onFrame(data: Buffer, isBinary: boolean): void {
    try {
      if (data.byteLength > this.ctx.options.maxFrameBytes) {
        void this.sendError(
          'ERROR_FRAME_TOO_LARGE',
          `frame of ${data.byteLength} bytes exceeds the limit of ${this.ctx.options.maxFrameBytes} bytes`,
        );
        return;
      }
      const parsed = parseClientMessage(isBinary ? data : data.toString('utf8'));
      if (!parsed.ok) {
        void this.sendError(codeForParseError(parsed.error), parsed.error);
        return;
      }
      this.onMessage(parsed.message);
    } catch (err) {
      // A bug must cost one frame, not the connection.
      this.ctx.log.error({ err, roomId: this.roomId }, 'interview socket handler failed');
      if (this.isOpen())
        void this.sendError('UNKNOWN_ERROR', 'the mock server failed to handle this message');
    }
  }

  private onMessage(msg: ClientMessage): void {
    if (msg.type === 'join') return this.onJoin(msg);
    if (!this.joined) {
      void this.sendError('ERROR_NOT_JOINED', `send 'join' before '${msg.type}'`);
      return;
    }
    if (!this.metadataMatches(msg.metadata)) {
      void this.sendError(
        'ERROR_INVALID_METADATA',
        'metadata must echo the value from the latest initial_message of this connection',
      );
      return;
    }
    if (this.ended) {
      if (msg.type !== 'pong' && msg.type !== 'end') {
        void this.sendError('ERROR_INTERVIEW_FINISHED', 'the interview has ended');
      }
      return;
    }
    switch (msg.type) {
      case 'pong':
        this.lastPong = { eventId: msg.eventId, timeRemaining: msg.timeRemaining };
        return;
      case 'user_response_text':
        return this.onText(msg);
      case 'user_response_audio':
        return this.onAudio(msg);
      case 'request_repeat_response':
        return this.onRepeat();
      case 'end':
        return this.endInterview(false);
    }
  }

  private metadataMatches(m: Metadata): boolean {
    const issued = this.metadata;
    return (
      issued !== null && m.sessionId === issued.sessionId && m.interviewRoomId === issued.interviewRoomId
    );
  }

  private onJoin(msg: ClientMessageOf<'join'>): void {
    if (this.joined) {
      void this.sendError('ERROR_INVALID_MESSAGE', 'already joined on this connection');
      return;
    }
    const { store } = this.ctx;
    if (msg.interviewRoomId !== this.roomId || msg.candidateId !== this.candidateId) {
      void this.sendError(
        'ERROR_INVALID_SESSION',
        'join must name the room of ?session= and the signed-in candidate',
      );
      return;
    }
    const room = store.getRoomForCandidate(this.roomId, this.candidateId);
    if (!room) {
      void this.sendError('ERROR_INVALID_SESSION', 'Interview room not found');
      return;
    }
    if (room.status !== 'ONGOING') {
      void this.sendError(
        'ERROR_INTERVIEW_FINISHED',
        'Sorry, this interview is not started yet or already ended',
      );
      return;
    }
    if (!this.ctx.registry.claim(this)) {
      void this.sendError(
        'ERROR_MULTIPLE_CONNECTIONS',
        'another connection holds this interview room; revoke it (POST /api/v1/interview/sessions/revoke), then join again',
      );
      return;
    }
    this.joined = true;
    this.metadata = { sessionId: randomUUID(), interviewRoomId: this.roomId };
    this.facts = roomFacts(store, this.ctx.scenarios, room, this.ctx.scenarioOverrides.get(this.roomId));
    this.timeRemaining = room.timeRemaining ?? store.durationSeconds(room.interviewDurationId);
    void this.send({ type: 'initial_message', metadata: this.metadata });
    this.startTimers();
    if (this.timeRemaining <= 0) return this.endInterview(true);

    const plan = planResume(room, this.facts.scenario, this.ctx.progress.get(this.roomId));
    switch (plan.kind) {
      case 'start':
        return this.startTurn(plan.turnIndex, true);
      case 'continue':
        void this.play(plan.progress, plan.progress.framesSent, 'model_response', true);
        return;
      case 'user-turn':
        // A reloaded page has lost its turn state: say the question again (as a repeat, nothing is stored)
        // so the client reaches final_sentence and hands the turn to the candidate.
        this.ctx.progress.set(this.roomId, plan.progress);
        void this.play(plan.progress, plan.progress.chat.sentences.length - 1, 'model_repeat_response', true);
        return;
      case 'finished':
        return this.endInterview(false);
    }
  }

  // ------------------------------------------------------------------ conversation

  private turns(): Turn[] {
    return this.facts?.scenario.turns ?? [];
  }

  private isUserTurn(): boolean {
    const p = this.ctx.progress.get(this.roomId);
    const turn = p ? this.turns()[p.turnIndex] : undefined;
    return (
      this.joined &&
      !this.ended &&
      !!p &&
      !!turn &&
      p.framesSent >= turn.sentences.length &&
      turn.kind !== 'closing'
    );
  }

  /** Starts interviewer turn `index`: stores its chat, then streams it. `checkFault` is false when the caller did. */
  private startTurn(index: number, checkFault: boolean): void {
    if (checkFault && this.injectedError(index)) return;
    const turn = this.turns()[index];
    const facts = this.facts;
    if (!turn || !facts) return this.endInterview(false);
    const chat = this.ctx.store.appendChat(this.roomId, {
      sender: 'MODEL',
      sentences: turn.sentences.map((s) => s.text),
    });
    const progress: RoomProgress = {
      scenarioId: facts.scenario.scenario.id,
      turnIndex: index,
      framesSent: 0,
      hintSent: false,
      chat,
    };
    this.ctx.progress.set(this.roomId, progress);
    void this.play(progress, 0, 'model_response', true);
  }

  private injectedError(turnIndex: number): boolean {
    const fault = this.ctx.faults.takeError(this.target, turnIndex);
    if (!fault) return false;
    void this.sendError(fault.code, fault.message);
    return true;
  }

  /** Streams sentences `from`.. of the progress' turn, one frame each, final_sentence on the last. */
  private async play(
    p: RoomProgress,
    from: number,
    type: 'model_response' | 'model_repeat_response',
    withHint: boolean,
  ): Promise<void> {
    const facts = this.facts;
    const turn = this.turns()[p.turnIndex];
    if (!facts || !turn || !this.metadata) return;
    const last = turn.sentences.length - 1;
    for (let i = from; i <= last; i++) {
      if (type === 'model_response' && this.ctx.faults.takeDrop(this.target, p.turnIndex, i)) {
        this.drop();
        return;
      }
      const sentence = turn.sentences[i];
      if (!sentence) return;
      const sent = await this.send({
        type,
        audio_base_64: facts.scenario.audio.get(sentence.lineId) ?? '',
        transcript: sentence.text,
        final_sentence: i === last,
        chat: p.chat,
        metadata: this.metadata,
      });
      if (!sent || this.ended) return;
      if (type === 'model_response') p.framesSent = i + 1;
    }
    const hint = facts.hint(turn);
    if (withHint && hint !== null) {
      if (!(await this.send({ type: 'hint_response', hintResponse: hint }))) return;
      p.hintSent = true;
    } else if (type === 'model_response') p.hintSent = true;
    if (type === 'model_response' && turn.kind === 'closing') this.endInterview(false);
  }

  private onRepeat(): void {
    const p = this.ctx.progress.get(this.roomId);
    if (!p || !this.isUserTurn()) {
      void this.sendError(
        'ERROR_NOT_USER_TURN',
        'a repeat can be requested once the interviewer has finished speaking',
      );
      return;
    }
    void this.play(p, 0, 'model_repeat_response', false);
  }

  private onText(msg: ClientMessageOf<'user_response_text'>): void {
    const text = msg.message.trim();
    if (!text) {
      void this.sendError('ERROR_HANDLING_USER_RESPONSE_TEXT', 'Message cannot be empty');
      return;
    }
    this.answer(text, [text]);
  }

  private onAudio(msg: ClientMessageOf<'user_response_audio'>): void {
    const bytes = Buffer.from(msg.audio_base_64, 'base64');
    if (bytes.byteLength === 0) {
      void this.sendError('ERROR_HANDLING_USER_RESPONSE_AUDIO', 'No audio recorded. Please try again.');
      return;
    }
    if (!sniffAudioContainer(bytes)) {
      void this.sendError(
        'ERROR_HANDLING_USER_RESPONSE_AUDIO',
        'audio is not a WebM, Ogg, WAV, MP3 or MP4 recording',
      );
      return;
    }
    if (!this.isUserTurn()) return this.notUserTurn();
    // No speech recognition in the mock: the "transcript" is the script's plausible answer to this question.
    const p = this.ctx.progress.get(this.roomId);
    const turn = p ? this.turns()[p.turnIndex] : undefined;
    const scripted = turn?.candidateAnswer ?? 'Thank you, that is my answer.';
    this.answer(scripted, toSentences(scripted));
  }

  private notUserTurn(): void {
    void this.sendError(
      'ERROR_NOT_USER_TURN',
      "it is the interviewer's turn; answer after the frame with final_sentence",
    );
  }

  private answer(transcript: string, sentences: string[]): void {
    const p = this.ctx.progress.get(this.roomId);
    if (!p || !this.isUserTurn()) return this.notUserTurn();
    const next = p.turnIndex + 1;
    if (this.injectedError(next)) return;
    const chat = this.ctx.store.appendChat(this.roomId, { sender: 'CANDIDATE', sentences });
    void this.send({ type: 'user_transcript', transcript, chat });
    const facts = this.facts;
    const room = this.ctx.store.getRoom(this.roomId);
    if (facts && room && facts.scenario.scenario.kind === 'SALARY_NEGOTIATION') {
      const turns = this.turns();
      const analytics = negotiationAnalytics({
        answer: transcript,
        currency: facts.currency,
        expectation: room.salaryExpectation,
        initialFactor: turns[0]?.offerFactor ?? null,
        latestFactor: turns[next]?.offerFactor ?? turns[p.turnIndex]?.offerFactor ?? null,
      });
      this.ctx.store.recordOffer(this.roomId, analytics.salaryFinalOffer);
      void this.send({ type: 'analytics_response', analytics });
    }
    this.startTurn(next, false);
  }

  // ------------------------------------------------------------------ time, end

  private startTimers(): void {
    const { scheduler, pingIntervalMs, tickMs } = this.ctx.options;
    if (pingIntervalMs > 0) {
      this.timers.push(
        scheduler.setInterval(() => {
          this.pingCount += 1;
          void this.send({
            type: 'ping',
            eventId: `${this.metadata?.sessionId as string}:${this.pingCount}`,
          });
        }, pingIntervalMs),
      );
    }
    this.timers.push(scheduler.setInterval(() => this.setTimeRemaining(this.timeRemaining - 1), tickMs));
  }

  private stopTimers(): void {
    const { scheduler } = this.ctx.options;
    for (const t of this.timers) scheduler.clearInterval(t);
    this.timers = [];
  }

  /** The server's own countdown (pong values are recorded, not trusted); 0 ends the interview as a timeout. */
  setTimeRemaining(seconds: number): void {
    if (!this.joined || this.ended) return;
    this.timeRemaining = Math.max(0, Math.floor(seconds));
    this.ctx.store.setTimeRemaining(this.roomId, this.timeRemaining);
    if (this.timeRemaining <= 0) this.endInterview(true);
  }

  /** `end` then `toggle_leave_interview`; the room is finished (feedback built) through the store. Once only. */
  endInterview(timeout: boolean): void {
    if (this.ended || !this.joined) return;
    this.ended = true;
    this.stopTimers();
    this.ctx.progress.delete(this.roomId);
    void this.send({ type: 'end' });
    void this.send({ type: 'toggle_leave_interview' });
    try {
      this.ctx.store.endRoom(this.roomId, { timeout });
    } catch (err) {
      this.ctx.log.warn({ err, roomId: this.roomId }, 'ending the room failed');
    }
    // The client closes once its audio queue drains; this only collects sockets that never do.
    this.closeTimer = this.ctx.options.scheduler.setTimeout(
      () => this.close(1000, 'interview ended'),
      this.ctx.options.closeAfterEndMs,
    );
  }

  /** The room was ended elsewhere (REST end, control API): tell the client the same way. */
  endedElsewhere(): void {
    if (this.joined && !this.ended) this.endInterview(this.ctx.store.getRoom(this.roomId)?.timedOut ?? false);
  }

  private onClose(): void {
    this.stopTimers();
    if (this.closeTimer !== null) this.ctx.options.scheduler.clearTimeout(this.closeTimer);
    this.ctx.registry.remove(this);
  }
}
