import { describe, expect, it } from 'vitest';
import { watchOutsidePause } from './media-element-player';

/** An element-like target whose `ended` the test sets. */
function element() {
  const target = new EventTarget() as EventTarget & { ended: boolean };
  target.ended = false;
  return target;
}

describe('watchOutsidePause (decision 0643)', () => {
  it('media keys pausing the playing element are news until it plays again', () => {
    const el = element();
    const seen: boolean[] = [];
    watchOutsidePause(
      el,
      () => false,
      (p) => seen.push(p),
    );
    el.dispatchEvent(new Event('pause'));
    el.dispatchEvent(new Event('pause'));
    expect(seen).toEqual([true]);
    el.dispatchEvent(new Event('playing'));
    expect(seen).toEqual([true, false]);
  });

  it("the pause of the element's own end, and the app's own stop, are not", () => {
    const el = element();
    let ours = false;
    const seen: boolean[] = [];
    watchOutsidePause(
      el,
      () => ours,
      (p) => seen.push(p),
    );
    el.dispatchEvent(new Event('playing'));
    el.ended = true;
    el.dispatchEvent(new Event('pause'));
    el.ended = false;
    ours = true;
    el.dispatchEvent(new Event('pause'));
    expect(seen).toEqual([]);
  });
});
