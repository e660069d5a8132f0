import { describe, expect, it } from 'vitest';
import { sampleMicTest, startMicTest, stopMicTest } from './mic-test';

describe('mic test', () => {
  it('passes and stops once enough sound was heard', () => {
    let s = startMicTest(0);
    for (let t = 100; t <= 500; t += 100) {
      const r = sampleMicTest(s, true, t);
      expect(r.stop).toBe(false);
      s = r.state;
    }
    const r = sampleMicTest(s, true, 600);
    expect(r.stop).toBe(true);
    expect(r.state.result).toBe('success');
  });

  // One sample stands for the time since the one before it. After a long gap (a slow frame, a tab in the
  // background pausing the frames) one loud click would otherwise pass the test at once, with the level meter
  // never showing it (under a quarter of the CPU the join page's e2e saw exactly that: Success, the meter at 0).
  it('one sound after a long gap between samples does not pass the test by itself', () => {
    let s = startMicTest(0);
    s = sampleMicTest(s, false, 100).state;
    const click = sampleMicTest(s, true, 1_500);
    expect(click.stop).toBe(false);
    expect(click.state.result).toBe('pending');
    // Still sounding at the next sample: now enough was heard.
    const next = sampleMicTest(click.state, true, 1_700);
    expect(next.stop).toBe(true);
    expect(next.state.result).toBe('success');
  });

  it('fails and stops automatically at 10 s of silence', () => {
    let s = startMicTest(0);
    s = sampleMicTest(s, false, 9999).state;
    expect(s.running).toBe(true);
    const r = sampleMicTest(s, false, 10_000);
    expect(r.stop).toBe(true);
    expect(r.state.result).toBe('failed');
  });

  it('a manual stop passes only with enough sound', () => {
    expect(stopMicTest(startMicTest(0)).result).toBe('failed');
    let s = startMicTest(0);
    s = sampleMicTest(s, true, 300).state;
    s = sampleMicTest(s, true, 550).state;
    expect(stopMicTest(s).result).toBe('failed');
  });
});
