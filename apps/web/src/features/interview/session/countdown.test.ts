import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatHms, Ticker } from './countdown';

describe('formatHms', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [61, '00:01:01'],
    [3600, '01:00:00'],
    [3725.9, '01:02:05'],
    [36000 + 1, '10:00:01'],
  ])('%s → %s', (input, expected) => expect(formatHms(input)).toBe(expected));

  it.each([-1, NaN, Infinity, undefined, null, '60'])('invalid or negative %s → 00:00:00', (input) => {
    expect(formatHms(input)).toBe('00:00:00');
  });
});

describe('Ticker', () => {
  afterEach(() => vi.useRealTimers());
  it('a throttled or sleeping tab: the late interval reports every second that passed', () => {
    vi.useFakeTimers();
    const onTick = vi.fn();
    let clock = 0;
    let fire = () => undefined as void;
    const t = new Ticker(onTick, {
      setInterval: (f) => ((fire = f), 1),
      clearInterval: () => undefined,
      now: () => clock,
    });
    t.start();
    clock = 1_000;
    fire();
    // The tab slept 29.5 s: one interval comes, 29 whole seconds late.
    clock = 30_500;
    fire();
    clock = 31_000;
    fire();
    expect(onTick.mock.calls.map(([s]) => s)).toEqual([1, 29, 1]);
  });

  it('ticks once per second, does not double on restart, and stops', () => {
    vi.useFakeTimers();
    const onTick = vi.fn();
    const t = new Ticker(onTick, {
      setInterval: (f, ms) => setInterval(f, ms),
      clearInterval: (h) => clearInterval(h as number),
    });
    t.start();
    t.start();
    vi.advanceTimersByTime(3000);
    expect(onTick).toHaveBeenCalledTimes(3);
    t.stop();
    vi.advanceTimersByTime(3000);
    expect(onTick).toHaveBeenCalledTimes(3);
  });
});
