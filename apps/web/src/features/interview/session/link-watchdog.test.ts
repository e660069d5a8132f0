import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_PING_INTERVAL_MS } from '@mockint/api-contract/socket';
import { startLinkWatchdog, type LinkWatchdog } from './link-watchdog';
import { LINK_SILENCE_MS } from './session-types';

describe('the link watchdog, a child actor of the room (decisions 0632, 0073)', () => {
  const onSilent = vi.fn();
  let watchdog: LinkWatchdog;
  const start = (deadlineScale?: number) => (watchdog = startLinkWatchdog({ deadlineScale, onSilent }));

  beforeEach(() => {
    vi.useFakeTimers();
    onSilent.mockReset();
  });
  afterEach(() => {
    watchdog.stop();
    vi.useRealTimers();
  });

  it('three missed pings of silence on a watched link: the link is judged dead, once', () => {
    start().send({ type: 'watch' });
    vi.advanceTimersByTime(3 * SOCKET_PING_INTERVAL_MS - 1);
    expect(onSilent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSilent).toHaveBeenCalledTimes(1);
    // Told once: no second verdict on the same dead link, and no timer left behind.
    vi.advanceTimersByTime(10 * LINK_SILENCE_MS);
    expect(onSilent).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a server that keeps pinging keeps the link alive: the limit counts from the last frame', () => {
    start().send({ type: 'watch' });
    for (let i = 0; i < 12; i++) {
      vi.advanceTimersByTime(SOCKET_PING_INTERVAL_MS);
      watchdog.send({ type: 'frame' });
    }
    expect(onSilent).not.toHaveBeenCalled();
    // The pings stop: dead a whole limit after the last one, not before.
    vi.advanceTimersByTime(LINK_SILENCE_MS - 1);
    expect(onSilent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSilent).toHaveBeenCalledTimes(1);
  });

  it('watching again restarts the count (a rejoin)', () => {
    start().send({ type: 'watch' });
    vi.advanceTimersByTime(LINK_SILENCE_MS - 100);
    watchdog.send({ type: 'watch' });
    vi.advanceTimersByTime(LINK_SILENCE_MS - 1);
    expect(onSilent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSilent).toHaveBeenCalledTimes(1);
  });

  it('unwatched, it stops its timer and no verdict comes; frames alone do not start a count', () => {
    start().send({ type: 'watch' });
    vi.advanceTimersByTime(LINK_SILENCE_MS - 100);
    watchdog.send({ type: 'unwatch' });
    expect(vi.getTimerCount()).toBe(0);
    watchdog.send({ type: 'frame' });
    vi.advanceTimersByTime(10 * LINK_SILENCE_MS);
    expect(onSilent).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stopped with the room, it leaves no timer and says nothing', () => {
    start().send({ type: 'watch' });
    watchdog.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * LINK_SILENCE_MS);
    expect(onSilent).not.toHaveBeenCalled();
  });

  it('the limit scales with the mock time scale the tests pass', () => {
    start(0.5).send({ type: 'watch' });
    vi.advanceTimersByTime(LINK_SILENCE_MS / 2 - 1);
    expect(onSilent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSilent).toHaveBeenCalledTimes(1);
  });

  it('runs on the clock it is given (the controller passes its injected timers)', () => {
    const scheduled: { fn: () => void; ms: number }[] = [];
    watchdog = startLinkWatchdog({
      setTimeout: (fn, ms) => scheduled.push({ fn, ms }),
      clearTimeout: () => undefined,
      onSilent,
    });
    watchdog.send({ type: 'watch' });
    expect(scheduled.map((s) => s.ms)).toEqual([LINK_SILENCE_MS]);
    scheduled[0]!.fn();
    expect(onSilent).toHaveBeenCalledTimes(1);
  });
});
