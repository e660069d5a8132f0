import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMediaElementPlayer, watchOutsidePause } from './media-element-player';

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

describe('createMediaElementPlayer: stop()', () => {
  afterEach(() => vi.restoreAllMocks());

  it('pauses a sentence already playing (the queue cleared under a dialog or a drop), and no pause is news', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const playback = createMediaElementPlayer(() => null)('AAAA');
    await vi.waitFor(() => expect(play).toHaveBeenCalled());
    const element = play.mock.contexts[0] as HTMLAudioElement;
    const seen: boolean[] = [];
    playback.watchPause?.((paused) => seen.push(paused));
    element.dispatchEvent(new Event('playing'));
    await playback.started;

    playback.stop();
    element.dispatchEvent(new Event('pause'));
    expect(pause).toHaveBeenCalledTimes(1);
    await playback.ended;
    expect(seen).toEqual([]);
  });
});
