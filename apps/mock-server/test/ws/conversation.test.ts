import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadScripts } from '../../src/interview-scripts/index.ts';
import {
  b64,
  createInterview,
  joinAtUserTurn,
  startSocketServer,
  TestClient,
  expectOnlyValidFrames,
} from './harness.ts';

const server = await startSocketServer();
afterAll(() => server.close());
afterEach(() => expectOnlyValidFrames());
const scripts = loadScripts();
const sampleWebm = readFileSync(new URL('../../fixtures/audio/samples/answer.webm', import.meta.url));

describe('a full job interview over text answers', () => {
  it('plays opening, every question with its follow-up and the closing, then ends the room with feedback', async () => {
    const iv = createInterview(server.store, { jobRole: 'Frontend Engineer', levelId: 'exp-entry' });
    const script = scripts.get('software-engineer-junior')!;
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join(iv);
    const initial = await c.expect('initial_message');
    expect(initial.metadata).toMatchObject({ interviewRoomId: iv.roomId });

    for (const [i, turn] of script.turns.entries()) {
      const chunks = await c.turn();
      // One frame per sentence, at least two, final_sentence only on the last.
      expect(chunks.map((f) => f.transcript)).toEqual(turn.sentences.map((s) => s.text));
      expect(chunks.length).toBeGreaterThanOrEqual(2);
      expect(chunks.map((f) => f.final_sentence)).toEqual(chunks.map((_, k) => k === chunks.length - 1));
      // Each chunk is a complete Ogg/Opus clip of its sentence, and carries the turn's whole chat item.
      for (const f of chunks) {
        expect(Buffer.from(f.audio_base_64, 'base64').subarray(0, 4).toString('latin1')).toBe('OggS');
        expect(f.chat).toEqual(chunks[0]!.chat);
        expect(f.chat.sender).toBe('MODEL');
        expect(f.metadata).toEqual(initial.metadata);
      }
      expect(chunks[0]!.chat.sentences).toEqual(turn.sentences.map((s) => s.text));
      if (turn.kind === 'closing') break;
      const hint = await c.expect('hint_response');
      expect(hint.hintResponse.length).toBeGreaterThan(20);
      expect(hint.hintResponse).not.toMatch(/[{}]/);

      c.text(`  My answer number ${i}.  `);
      const transcript = await c.expect('user_transcript');
      expect(transcript.transcript).toBe(`My answer number ${i}.`);
      expect(transcript.chat).toMatchObject({ sender: 'CANDIDATE', sentences: [`My answer number ${i}.`] });
    }
    await c.expect('end');
    await c.expect('toggle_leave_interview');
    expect(c.invalid).toEqual([]);

    const room = server.store.getRoom(iv.roomId)!;
    expect(room.status).toBe('FINISHED');
    expect(room.timedOut).toBe(false);
    // Stored as they happened: every interviewer turn and every answer, in order, nothing duplicated.
    expect(room.chats.map((ch) => ch.sender)).toEqual(
      script.turns.flatMap((t) => (t.kind === 'closing' ? ['MODEL'] : ['MODEL', 'CANDIDATE'])),
    );
    const feedback = server.store.getFeedback(iv.roomId);
    expect(feedback?.overallScore).toBeGreaterThanOrEqual(0);
    expect(feedback?.overallScore).toBeLessThanOrEqual(100);

    // The REST view of the room shows the same transcript.
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/v1/candidate/interview-rooms/${iv.roomId}`,
      headers: { authorization: `Bearer ${iv.accessToken}` },
    });
    const data = res.json().data;
    expect(data.chats).toHaveLength(room.chats.length);
    expect(data.lastChat.sentences).toEqual(script.turns.at(-1)!.sentences.map((s) => s.text));
  });

  it('fills hints with the room company and role', async () => {
    const iv = createInterview(server.store, { jobRole: 'Software Engineer', levelId: 'exp-senior' });
    iv.room.companyName = 'Nimbus Cloud';
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join(iv);
    await c.expect('initial_message');
    const opening = await c.turn();
    expect(opening[0]!.transcript).toBe(
      scripts.get('software-engineer-senior')!.turns[0]!.sentences[0]!.text,
    );
    expect((await c.expect('hint_response')).hintResponse).toContain('Software Engineer at Nimbus Cloud');
    c.close();
  });
});

describe('language', () => {
  it('uses the Indonesian script and voice for an Indonesian interviewer', async () => {
    const iv = createInterview(server.store, { interviewerId: 'itv-sari' });
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join(iv);
    await c.expect('initial_message');
    const opening = await c.turn();
    expect(opening.map((f) => f.transcript)).toEqual(
      scripts.get('generic-id')!.turns[0]!.sentences.map((s) => s.text),
    );
    c.close();
  });
});

describe('a salary negotiation over recorded answers', () => {
  it('answers audio with the scripted transcript and sends analytics after every answer', async () => {
    const iv = createInterview(server.store, { type: 'SALARY_NEGOTIATION' });
    const script = scripts.get('salary-negotiation')!;
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join(iv);
    await c.expect('initial_message');
    const offers: number[] = [];
    for (const turn of script.turns) {
      await c.turn();
      if (turn.kind === 'closing') break;
      await c.expect('hint_response');
      c.audio(b64(sampleWebm));
      const transcript = await c.expect('user_transcript');
      // No speech recognition: the transcript is the script's answer to this question.
      expect(transcript.transcript).toBe(turn.candidateAnswer);
      expect(transcript.chat.sentences.join(' ')).toBe(turn.candidateAnswer);
      const { analytics } = await c.expect('analytics_response');
      expect(analytics.salaryCurrency).toBe('USD');
      expect(analytics.salaryInitialOffer).toBe(85_000);
      for (const k of ['negotiationConfidence', 'assertivenessScore', 'justificationStrength'] as const) {
        expect(analytics[k]).toBeGreaterThanOrEqual(0);
        expect(analytics[k]).toBeLessThanOrEqual(100);
      }
      offers.push(analytics.salaryFinalOffer!);
    }
    // The recruiter only ever moves up.
    expect(offers).toEqual([...offers].sort((a, b) => a - b));
    expect(offers.at(-1)).toBeGreaterThan(offers[0]!);
    await c.expect('end');
    await c.expect('toggle_leave_interview');
    expect(server.store.getRoom(iv.roomId)!.status).toBe('FINISHED');
    expect(server.store.getFeedback(iv.roomId)).toBeDefined();
    expect(c.invalid).toEqual([]);
  });

  it('scores a hedging answer lower than a confident, evidenced one', async () => {
    const iv = createInterview(server.store, { type: 'SALARY_NEGOTIATION' });
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join(iv);
    await c.expect('initial_message');
    await c.turn();
    await c.expect('hint_response');
    c.text('Um, sorry, maybe a bit more if possible? I guess.');
    await c.expect('user_transcript');
    const weak = (await c.expect('analytics_response')).analytics;
    await c.turn();
    await c.expect('hint_response');
    c.text(
      'I led a team of four and cut costs by 20 percent; market data puts this role at 110,000, so I expect 105,000.',
    );
    await c.expect('user_transcript');
    const strong = (await c.expect('analytics_response')).analytics;
    expect(strong.negotiationConfidence!).toBeGreaterThan(weak.negotiationConfidence!);
    expect(strong.assertivenessScore!).toBeGreaterThan(weak.assertivenessScore!);
    expect(strong.justificationStrength!).toBeGreaterThan(weak.justificationStrength!);
    c.close();
  });
});

describe('repeat and end', () => {
  it('repeats the last interviewer turn as model_repeat_response frames without storing anything', async () => {
    const iv = createInterview(server.store);
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join(iv);
    await c.expect('initial_message');
    const opening = await c.turn();
    await c.expect('hint_response');
    const chats = server.store.getRoom(iv.roomId)!.chats.length;
    c.send({ type: 'request_repeat_response', metadata: c.metadata });
    const repeat = await c.turn('model_repeat_response');
    expect(repeat.map((f) => [f.transcript, f.audio_base_64, f.final_sentence])).toEqual(
      opening.map((f) => [f.transcript, f.audio_base_64, f.final_sentence]),
    );
    await c.quiet();
    expect(server.store.getRoom(iv.roomId)!.chats).toHaveLength(chats);
    // Still the candidate's turn afterwards.
    c.text('Here is my answer.');
    await c.expect('user_transcript');
    c.close();
  });

  it('ends on the client end message: end, toggle_leave_interview, room FINISHED with feedback', async () => {
    const { iv, c } = await joinAtUserTurn(server);
    c.send({ type: 'end', metadata: c.metadata });
    await c.expect('end');
    await c.expect('toggle_leave_interview');
    const room = server.store.getRoom(iv.roomId)!;
    expect(room.status).toBe('FINISHED');
    expect(room.timedOut).toBe(false);
    expect(server.store.getFeedback(iv.roomId)).toBeDefined();
    // Later messages are refused, not silently dropped.
    c.text('hello?');
    expect(await c.expect('error')).toMatchObject({ code: 'ERROR_INTERVIEW_FINISHED' });
    await c.quiet();
  });

  it('ends when the room is ended over REST (shared feedback), and a new socket for the room is refused', async () => {
    const { iv, c } = await joinAtUserTurn(server);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/interviews/end',
      headers: { authorization: `Bearer ${iv.accessToken}` },
      payload: {
        interviewRoomId: iv.roomId,
        candidateId: iv.candidateId,
        interviewerId: iv.room.interviewerId,
        timeout: false,
      },
    });
    expect(res.statusCode).toBe(200);
    await c.expect('end');
    await c.expect('toggle_leave_interview');
    expect(server.store.getFeedback(iv.roomId)).toBeDefined();

    const late = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    expect(await late.expect('error')).toMatchObject({ code: 'ERROR_INTERVIEW_FINISHED' });
    expect(await late.closed).toEqual({ code: 4409, reason: 'interview room is FINISHED, not ONGOING' });
  });
});
