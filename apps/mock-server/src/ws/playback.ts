import { negotiationAnalytics, type Turn } from '../interview-scripts/index.ts';
import { toSentences, type RoomProgress } from './conversation.ts';
import type { RoomConnection } from './room-connection.ts';

/**
 * The conversation of one joined connection: interviewer turns streamed sentence by sentence (with hints),
 * repeats, and the candidate's text and audio answers that move the script on.
 */
export class TurnPlayer {
  constructor(private readonly conn: RoomConnection) {}

  private get ctx() {
    return this.conn.ctx;
  }

  turns(): Turn[] {
    return this.conn.script?.turns ?? [];
  }

  isUserTurn(): boolean {
    const progress = this.ctx.progress.get(this.conn.roomId);
    const turn = progress ? this.turns()[progress.turnIndex] : undefined;
    return (
      this.conn.joined &&
      !this.conn.ended &&
      !!progress &&
      !!turn &&
      progress.framesSent >= turn.sentences.length &&
      turn.kind !== 'closing'
    );
  }

  /** Starts interviewer turn `index`: stores its chat, then streams it. `checkFault` is false when the caller did. */
  startTurn(index: number, checkFault: boolean): void {
    if (checkFault && this.injectedError(index)) return;
    const turn = this.turns()[index];
    const script = this.conn.script;
    if (!turn || !script) return this.conn.endInterview(false);
    const chat = this.ctx.store.appendChat(this.conn.roomId, {
      sender: 'MODEL',
      sentences: turn.sentences.map((sentence) => sentence.text),
    });
    const progress: RoomProgress = {
      scenarioId: script.scenario.id,
      turnIndex: index,
      framesSent: 0,
      hintSent: false,
      chat,
    };
    this.ctx.progress.set(this.conn.roomId, progress);
    void this.play(progress, 0, 'model_response', true);
  }

  private injectedError(turnIndex: number): boolean {
    const fault = this.conn.faults.takeError(turnIndex);
    if (!fault) return false;
    void this.conn.sendError(fault.code, fault.message);
    return true;
  }

  /** Streams sentences `from`.. of the progress' turn, one frame each, final_sentence on the last. */
  async play(
    progress: RoomProgress,
    from: number,
    type: 'model_response' | 'model_repeat_response',
    withHint: boolean,
  ): Promise<void> {
    const { conn } = this;
    const script = conn.script;
    const turn = this.turns()[progress.turnIndex];
    if (!script || !turn || !conn.metadata) return;
    const last = turn.sentences.length - 1;
    for (let i = from; i <= last; i++) {
      if (type === 'model_response' && conn.faults.takeDrop(progress.turnIndex, i)) {
        conn.drop();
        return;
      }
      if (type === 'model_response' && conn.faults.takeHalfOpen(progress.turnIndex, i)) {
        conn.halfOpen();
        return;
      }
      const sentence = turn.sentences[i];
      if (!sentence) return;
      const frame = {
        type,
        audio_base_64: script.audio.get(sentence.lineId) ?? '',
        transcript: sentence.text,
        final_sentence: i === last,
        chat: progress.chat,
        metadata: conn.metadata,
      };
      const sent = await (type === 'model_response' && conn.faults.takeInvalid(progress.turnIndex, i, last)
        ? conn.sendSchemaInvalid(frame)
        : conn.send(frame));
      if (!sent || conn.ended) return;
      if (type === 'model_response') progress.framesSent = i + 1;
    }
    const hint = script.hint(turn);
    if (withHint && hint !== null) {
      if (!(await conn.send({ type: 'hint_response', hintResponse: hint }))) return;
      progress.hintSent = true;
    } else if (type === 'model_response') progress.hintSent = true;
    if (type === 'model_response' && turn.kind === 'closing') conn.endInterview(false);
  }

  repeat(): void {
    const progress = this.ctx.progress.get(this.conn.roomId);
    if (!progress || !this.isUserTurn()) {
      void this.conn.sendError(
        'ERROR_NOT_USER_TURN',
        'a repeat can be requested once the interviewer has finished speaking',
      );
      return;
    }
    void this.play(progress, 0, 'model_repeat_response', false);
  }

  /** A typed answer; the contract's schema has already refused blank text (dispatch.ts parses every frame). */
  text(message: string): void {
    const text = message.trim();
    this.answer(text, [text]);
  }

  /** A recording that passed the container check: answered with the script's answer to this question. */
  audio(): void {
    if (!this.isUserTurn()) return this.notUserTurn();
    // No speech recognition in the mock: the "transcript" is the script's plausible answer to this question.
    const progress = this.ctx.progress.get(this.conn.roomId);
    const turn = progress ? this.turns()[progress.turnIndex] : undefined;
    const scripted = turn?.candidateAnswer ?? 'Thank you, that is my answer.';
    this.answer(scripted, toSentences(scripted));
  }

  private notUserTurn(): void {
    void this.conn.sendError(
      'ERROR_NOT_USER_TURN',
      "it is the interviewer's turn; answer after the frame with final_sentence",
    );
  }

  private answer(transcript: string, sentences: string[]): void {
    const { conn } = this;
    const progress = this.ctx.progress.get(conn.roomId);
    if (!progress || !this.isUserTurn()) return this.notUserTurn();
    const next = progress.turnIndex + 1;
    if (this.injectedError(next)) return;
    const chat = this.ctx.store.appendChat(conn.roomId, { sender: 'CANDIDATE', sentences });
    void conn.send({ type: 'user_transcript', transcript, chat });
    const script = conn.script;
    const room = this.ctx.store.getRoom(conn.roomId);
    if (script && room && script.scenario.kind === 'SALARY_NEGOTIATION') {
      const turns = this.turns();
      const analytics = negotiationAnalytics({
        answer: transcript,
        currency: script.currency,
        expectation: room.salaryExpectation,
        initialFactor: turns[0]?.offerFactor ?? null,
        latestFactor: turns[next]?.offerFactor ?? turns[progress.turnIndex]?.offerFactor ?? null,
      });
      this.ctx.store.recordOffer(conn.roomId, analytics.salaryFinalOffer);
      void conn.send({ type: 'analytics_response', analytics });
    }
    this.startTurn(next, false);
  }
}
