import { describe, expect, it } from 'vitest';
import { SpeechDetector, startLevelMeter } from './level-meter';

// The spec's constants: "mic-level silence debounce 500 ms". The detector's other tests pass their own
// debounce; these hold the defaults the room and the microphone test use.
describe('the microphone level with its defaults', () => {
  it('keeps the candidate speaking through 499 ms of silence and stops at 500 ms', () => {
    const detector = new SpeechDetector();
    expect(detector.update(0.5, 1_000)).toBe(true);
    expect(detector.update(0, 1_499)).toBe(true);
    expect(detector.update(0, 1_500)).toBe(false);
  });

  it('a level meter started without options debounces silence by 500 ms', () => {
    let level = 0.5;
    let clock = 0;
    const steps: Array<() => void> = [];
    const seen: boolean[] = [];
    const stop = startLevelMeter({
      analyser: {
        fftSize: 4,
        getByteTimeDomainData: (array) => array.fill(Math.round(128 + level * 127)),
      },
      onLevel: (_, speaking) => seen.push(speaking),
      now: () => clock,
      schedule: (fn) => steps.push(fn),
      cancel: () => undefined,
    });
    level = 0;
    clock = 499;
    steps.shift()?.();
    clock = 500;
    steps.shift()?.();
    stop();
    expect(seen).toEqual([true, true, false]);
  });
});
