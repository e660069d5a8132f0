import { describe, expect, it } from 'vitest';
import { PRESENCE_FRESH_MS, TabPresence, type PresenceChannel } from './tab-presence';

/** Two tabs' channels: what one posts, the other hears. */
function pair(): [PresenceChannel, PresenceChannel] {
  type Fake = PresenceChannel & { other?: Fake; listeners: ((event: { data: unknown }) => void)[] };
  const make = (): Fake => ({
    listeners: [],
    addEventListener(_type, listener) {
      this.listeners.push(listener);
    },
    postMessage(message) {
      this.other?.listeners.forEach((l) => l({ data: message }));
    },
    close() {},
  });
  const a = make();
  const b = make();
  a.other = b;
  b.other = a;
  return [a, b];
}

describe('tab presence (decision 0665)', () => {
  const clock = () => {
    let t = 0;
    const timers: (() => void)[] = [];
    return {
      deps: { now: () => t, setInterval: (f: () => void) => timers.push(f), clearInterval: () => {} },
      advance: (ms: number) => {
        t += ms;
        timers.forEach((f) => f());
      },
    };
  };

  it('a tab hears another whose interview is live, and no longer once it stops or goes quiet', () => {
    const [a, b] = pair();
    const c = clock();
    const inUse = new TabPresence(a, c.deps);
    const stale = new TabPresence(b, c.deps);
    expect(stale.otherLive()).toBe(false);
    inUse.setLive(true);
    expect(stale.otherLive()).toBe(true);
    // Its own beats are not another tab's.
    expect(inUse.otherLive()).toBe(false);
    inUse.setLive(false);
    expect(stale.otherLive()).toBe(false);
  });

  it('a tab that went away without a word is forgotten after PRESENCE_FRESH_MS', () => {
    const [a, b] = pair();
    let t = 0;
    const inUse = new TabPresence(a, { now: () => t, setInterval: () => 0, clearInterval: () => {} });
    const stale = new TabPresence(b, { now: () => t });
    inUse.setLive(true);
    t += PRESENCE_FRESH_MS - 1;
    expect(stale.otherLive()).toBe(true);
    t += 2;
    expect(stale.otherLive()).toBe(false);
  });

  it('without a channel no other tab is ever seen', () => {
    const p = new TabPresence(null);
    p.setLive(true);
    expect(p.otherLive()).toBe(false);
    p.dispose();
  });
});
