import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_GRACE_MS, OfflineGrace } from './offline-grace';

describe('OfflineGrace (decision 0642)', () => {
  let offline: () => void;
  let online: () => void;
  let unsubscribed: boolean;
  const onLost = vi.fn();
  const make = (scale?: number) =>
    new OfflineGrace({
      watch: (off, on) => {
        offline = off;
        online = on;
        return () => (unsubscribed = true);
      },
      scale,
      onLost,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    onLost.mockReset();
    unsubscribed = false;
  });
  afterEach(() => vi.useRealTimers());

  it('online within the grace: nothing is lost', () => {
    const grace = make();
    offline();
    expect(grace.pending).toBe(true);
    vi.advanceTimersByTime(OFFLINE_GRACE_MS - 1);
    online();
    vi.advanceTimersByTime(10 * OFFLINE_GRACE_MS);
    expect(onLost).not.toHaveBeenCalled();
    expect(grace.pending).toBe(false);
  });

  it('offline through the grace: the link is lost once, and a later outage has its own grace', () => {
    make();
    offline();
    vi.advanceTimersByTime(OFFLINE_GRACE_MS - 1);
    offline();
    vi.advanceTimersByTime(1);
    expect(onLost).toHaveBeenCalledTimes(1);
    online();
    offline();
    vi.advanceTimersByTime(OFFLINE_GRACE_MS);
    expect(onLost).toHaveBeenCalledTimes(2);
  });

  it('the grace is scaled like the deadlines (the mock time scale of a test)', () => {
    make(0.5);
    offline();
    vi.advanceTimersByTime(OFFLINE_GRACE_MS / 2);
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it('disposed: unsubscribed, and a grace under way never fires', () => {
    const grace = make();
    offline();
    grace.dispose();
    vi.advanceTimersByTime(OFFLINE_GRACE_MS);
    expect(unsubscribed).toBe(true);
    expect(onLost).not.toHaveBeenCalled();
  });

  it('without a watcher (no window) it does nothing', () => {
    const grace = new OfflineGrace({ onLost });
    expect(grace.pending).toBe(false);
    grace.dispose();
  });
});
