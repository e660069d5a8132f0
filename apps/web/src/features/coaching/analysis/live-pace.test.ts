import { describe, expect, it } from 'vitest';
import { liveLength, livePace, shouldAnnounce } from './live-pace';

describe('livePace', () => {
  it('waits for a few voiced seconds, then bands the pace at 130–160 wpm', () => {
    expect(livePace(10, 3)).toBeNull();
    // 3.5 syllables/s = 140 wpm.
    expect(livePace(35, 10)).toBe('good');
    expect(livePace(25, 10)).toBe('slow'); // 100 wpm
    expect(livePace(50, 10)).toBe('fast'); // 200 wpm
  });
});

describe('shouldAnnounce', () => {
  it('speaks the first verdict, then only a change at least 10 s later', () => {
    expect(shouldAnnounce(null, 0, null)).toBe(false);
    expect(shouldAnnounce(null, 0, 'good')).toBe(true);
    expect(shouldAnnounce({ at: 0, pace: 'good' }, 4000, 'fast')).toBe(false);
    expect(shouldAnnounce({ at: 0, pace: 'good' }, 10_000, 'good')).toBe(false);
    expect(shouldAnnounce({ at: 0, pace: 'good' }, 10_000, 'fast')).toBe(true);
  });
});

describe('liveLength', () => {
  it('says to aim for 1–2 min under a minute, good within, and to wrap up 15 s before the cap', () => {
    expect(liveLength(0)).toBe('short');
    expect(liveLength(59)).toBe('short');
    expect(liveLength(60)).toBe('good');
    expect(liveLength(104)).toBe('good');
    expect(liveLength(105)).toBe('wrap');
  });
});
