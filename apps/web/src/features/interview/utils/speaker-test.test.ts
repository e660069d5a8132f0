import { describe, expect, it } from 'vitest';
import { idleSpeakerTest, speakerTestReducer, type SpeakerTestEvent } from './speaker-test';

const run = (...events: SpeakerTestEvent['type'][]) =>
  events.reduce((s, type) => speakerTestReducer(s, { type } as SpeakerTestEvent), idleSpeakerTest);

describe('speaker test', () => {
  it('asks after the tone played instead of passing by itself', () => {
    expect(run('play', 'played')).toEqual({ phase: 'asking', result: 'pending' });
  });

  it('passes on Yes and fails on No', () => {
    expect(run('play', 'played', 'heard')).toEqual({ phase: 'idle', result: 'success' });
    expect(run('play', 'played', 'notHeard')).toEqual({ phase: 'idle', result: 'failed' });
  });

  it('fails without asking when the tone could not play', () => {
    expect(run('play', 'playFailed')).toEqual({ phase: 'idle', result: 'failed' });
  });

  it('ignores an answer nobody was asked for', () => {
    expect(run('heard')).toEqual(idleSpeakerTest);
    expect(run('play', 'heard')).toEqual({ phase: 'playing', result: 'pending' });
  });

  it('a new test forgets the previous answer; a new speaker resets it', () => {
    expect(run('play', 'played', 'heard', 'play')).toEqual({ phase: 'playing', result: 'pending' });
    expect(run('play', 'played', 'notHeard', 'reset')).toEqual(idleSpeakerTest);
  });
});
