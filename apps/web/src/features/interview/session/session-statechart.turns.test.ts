import { describe, expect, it } from 'vitest';
import { transition } from './session-step';
import { interviewerStatus } from './session-view';
import {
  joinedState,
  modelResponse,
  msg,
  run,
  sent,
  startRec,
  testChat,
  toasts,
  userTurnState,
} from './test-support/doubles';

// Turn-taking in the session machine: the interviewer's audio, the candidate's recording and typed answers.

describe('turn-taking', () => {
  it('model_response queues audio in arrival order and plays, with caption and chat', () => {
    const connected = joinedState();
    const { state, effects } = transition(connected, msg(modelResponse(false, 'First')));
    expect(state.modelPlaying).toBe(true);
    expect(state.chats).toHaveLength(1);
    expect(effects).toEqual([
      // The wait for the interviewer's first chunk is over (its deadline, decision 0630).
      { type: 'disarmDeadline', wait: 'waiting' },
      { type: 'enqueueAudio', audioBase64: 'AAAA', finalSentence: false, caption: 'First' },
      { type: 'playQueue' },
      // A stalled queue has a deadline (G13).
      { type: 'armDeadline', wait: 'speaking' },
    ]);
  });

  it('the caption is the sentence being played, not the last one received', () => {
    const connected = joinedState();
    let s = run(connected, msg(modelResponse(false, 'First.')), msg(modelResponse(true, 'Second.'))).state;
    // Both frames arrived; the first chunk has not started yet.
    expect(s.modelCaption).toBe('');
    s = transition(s, { type: 'chunkStarted', caption: 'First.' }).state;
    expect(s.modelCaption).toBe('First.');
    s = transition(s, { type: 'chunkStarted', caption: 'Second.' }).state;
    expect(s.modelCaption).toBe('Second.');
  });

  it('updates the same chat in place when later chunks extend it', () => {
    const s = userTurnState();
    const { state } = transition(
      s,
      msg({ ...modelResponse(true), chat: testChat('m1', 'MODEL', ['Hello', 'Again']) }),
    );
    expect(state.chats).toEqual([testChat('m1', 'MODEL', ['Hello', 'Again'])]);
  });

  it("the user's turn begins only when the drained queue ended on a final sentence", () => {
    const playing = run(joinedState(), msg(modelResponse(false))).state;
    expect(transition(playing, { type: 'queueDrained', finalSentence: false }).state.userTurn).toBe(false);
    expect(transition(playing, { type: 'queueDrained', finalSentence: true }).state.userTurn).toBe(true);
  });

  it('recording: start, stop → processing, audio sent with metadata', () => {
    let s = userTurnState();
    let r = transition(s, { type: 'startRecording', hasRecorder: true, microphoneSelected: true });
    expect(r.effects).toEqual([
      { type: 'startRecording' },
      // The microphone's opening has a deadline (G13).
      { type: 'armDeadline', wait: 'starting' },
    ]);
    s = r.state;
    // The microphone is opening: End Response cannot act yet.
    expect(s.recording).toBe(false);
    expect(s.recordingStarting).toBe(true);
    expect(transition(s, { type: 'stopRecording' }).effects).toEqual([]);
    s = transition(s, { type: 'recordingStarted' }).state;
    expect(s.recording).toBe(true);
    r = transition(s, { type: 'stopRecording' });
    expect(r.effects).toEqual([
      { type: 'stopRecording' },
      // The encoding has a deadline (G13).
      { type: 'armDeadline', wait: 'encoding' },
    ]);
    expect(r.state.userTurn).toBe(false);
    expect(r.state.userProcessing).toBe(true);
    expect(interviewerStatus(r.state)).toBe('Thinking');
    r = transition(r.state, { type: 'audioRecorded', audioBase64: 'GkXf' });
    expect(sent(r.effects)).toEqual([
      { type: 'user_response_audio', audio_base_64: 'GkXf', metadata: { turn: 2 } },
    ]);
  });

  it('the recording timer reaching zero stops recording like End Response', () => {
    const s = run(userTurnState(), ...startRec).state;
    const r = transition(s, { type: 'recordingTimeUp' });
    expect(r.effects).toEqual([
      { type: 'stopRecording' },
      // The encoding has a deadline (G13).
      { type: 'armDeadline', wait: 'encoding' },
    ]);
    expect(r.state.userProcessing).toBe(true);
  });

  it('empty recordings are refused with the spec message and give the turn back', () => {
    const stopped = run(userTurnState(), ...startRec, { type: 'stopRecording' }).state;
    const r = transition(stopped, { type: 'audioRecorded', audioBase64: '' });
    expect(toasts(r.effects)).toEqual(['No audio recorded. Please try again.']);
    expect(sent(r.effects)).toEqual([]);
    expect(r.state.userTurn).toBe(true);
  });

  it('a recording the serializer refuses (not Base64) gives the turn back with its message', () => {
    const sending = run(
      userTurnState(),
      ...startRec,
      { type: 'stopRecording' },
      {
        type: 'audioRecorded',
        audioBase64: 'not base64!',
      },
    ).state;
    const r = transition(sending, {
      type: 'audioFailed',
      message: 'Cannot process your response, audio format.',
    });
    expect(toasts(r.effects)).toEqual(['Cannot process your response, audio format.']);
    expect(r.state.userTurn).toBe(true);
    expect(r.state.canResend).toBe(false);
  });

  it('a failed stop/encode toasts its message and gives the turn back', () => {
    const stopped = run(userTurnState(), ...startRec, { type: 'stopRecording' }).state;
    const r = transition(stopped, { type: 'audioFailed', message: 'Error stopping recording' });
    expect(toasts(r.effects)).toEqual(['Error stopping recording']);
    expect(r.state.userTurn).toBe(true);
    expect(r.state.userProcessing).toBe(false);
  });

  it('user_transcript adds the chat and switches to model processing (Thinking)', () => {
    const s = run(userTurnState(), { type: 'sendText', text: 'hi' }).state;
    const r = transition(
      s,
      msg({ type: 'user_transcript', transcript: 'hi', chat: testChat('c1', 'CANDIDATE', ['hi']) }),
    );
    expect(r.state.userProcessing).toBe(false);
    expect(r.state.modelProcessing).toBe(true);
    expect(interviewerStatus(r.state)).toBe('Thinking');
    expect(r.state.chats.map((c) => c.id)).toEqual(['m1', 'c1']);
  });

  it('typed text is trimmed and sent; empty text toasts and is not sent', () => {
    const s = userTurnState();
    let r = transition(s, { type: 'sendText', text: '   ' });
    expect(toasts(r.effects)).toEqual(['Message cannot be empty']);
    expect(sent(r.effects)).toEqual([]);
    r = transition(s, { type: 'sendText', text: '  My answer \n' });
    expect(sent(r.effects)).toEqual([
      { type: 'user_response_text', message: 'My answer', metadata: { turn: 2 } },
    ]);
    expect(r.state.userTurn).toBe(false);
  });

  it('typed text outside the user turn is not sent', () => {
    const playing = run(userTurnState(), msg(modelResponse(false))).state;
    expect(sent(transition(playing, { type: 'sendText', text: 'x' }).effects)).toEqual([]);
  });

  it('repeat sends a request on the user turn and is skipped while audio plays or recording', () => {
    const s = userTurnState();
    const r = transition(s, { type: 'repeat' });
    expect(sent(r.effects)).toEqual([{ type: 'request_repeat_response', metadata: { turn: 2 } }]);
    expect(r.state.userTurn).toBe(false);
    const playing = run(s, msg({ ...modelResponse(false), type: 'model_repeat_response' })).state;
    expect(transition(playing, { type: 'repeat' }).effects).toEqual([]);
    const recording = run(s, ...startRec).state;
    expect(transition(recording, { type: 'repeat' }).effects).toEqual([]);
  });

  it('hint and analytics are stored', () => {
    let s = transition(userTurnState(), msg({ type: 'hint_response', hintResponse: 'Mention X' })).state;
    expect(s.userHint).toBe('Mention X');
    const analytics = {
      salaryCurrency: 'USD',
      salaryInitialOffer: null,
      salaryFinalOffer: null,
      negotiationConfidence: 50,
      assertivenessScore: null,
      justificationStrength: null,
    };
    s = transition(s, msg({ type: 'analytics_response', analytics })).state;
    expect(s.analytics).toEqual(analytics);
  });
});

describe('recording refusals (push-to-talk rules)', () => {
  const env = { hasRecorder: true, microphoneSelected: true };
  // The machine's guards decide: a refused Start Speaking opens no microphone and changes nothing.
  const refused = (s: ReturnType<typeof userTurnState>, e = env) => {
    const r = transition(s, { type: 'startRecording', ...e });
    return r.state === s && !r.effects.some((x) => x.type === 'startRecording');
  };
  it('refuses without a socket', () => {
    const s = run(userTurnState(), { type: 'connectionLost' }).state;
    expect(s.connected).toBe(false);
    expect(refused(s)).toBe(true);
  });
  it('refuses while model audio plays', () => {
    const s = run(userTurnState(), msg(modelResponse(false))).state;
    expect(s.modelPlaying).toBe(true);
    expect(refused(s)).toBe(true);
  });
  it("refuses when it is not the user's turn", () => {
    const s = run(userTurnState(), { type: 'sendText', text: 'answer' }).state;
    expect(s.userTurn).toBe(false);
    expect(refused(s)).toBe(true);
  });
  it('refuses without a recorder', () => {
    expect(refused(userTurnState(), { ...env, hasRecorder: false })).toBe(true);
  });
  it("refuses without a microphone, with 'Please select a microphone.'", () => {
    const r = transition(userTurnState(), {
      type: 'startRecording',
      hasRecorder: true,
      microphoneSelected: false,
    });
    expect(toasts(r.effects)).toEqual(['Please select a microphone.']);
    expect(r.state.recording).toBe(false);
  });
  it('refuses a second recording', () => {
    const s = run(userTurnState(), { type: 'startRecording', ...env }).state;
    expect(s.recordingStarting).toBe(true);
    expect(refused(s)).toBe(true);
    expect(transition(s, { type: 'startRecording', ...env }).effects).toEqual([]);
  });
  it('allows on the user turn with everything in place', () => {
    const r = transition(userTurnState(), { type: 'startRecording', ...env });
    expect(r.effects).toContainEqual({ type: 'startRecording' });
    expect(r.state.recordingStarting).toBe(true);
  });
  it('a recorder failure ends the recording with its toast', () => {
    const s = run(userTurnState(), { type: 'startRecording', ...env }).state;
    const r = transition(s, {
      type: 'recordingFailed',
      message: 'Could not access microphone. Please check permissions.',
    });
    expect(r.state.recording).toBe(false);
    expect(toasts(r.effects)).toEqual(['Could not access microphone. Please check permissions.']);
  });
});
