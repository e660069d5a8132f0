import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadScripts, MIN_SCALED_CLIP_MS, scaledClipMs } from '../../src/interview-scripts/index.ts';
import { parseTimeScale } from '../../src/ws/index.ts';
import {
  createInterview,
  expectOnlyValidFrames,
  ManualScheduler,
  startSocketServer,
  TestClient,
  timeOutNow,
} from './harness.ts';

/** Duration of an Ogg/Opus clip from its last page's granule position (48 kHz) minus the pre-skip. */
function clipMs(base64: string): number {
  const ogg = Buffer.from(base64, 'base64');
  const last = ogg.lastIndexOf('OggS');
  return (Number(ogg.readBigInt64LE(last + 6)) - ogg.readUInt16LE(27 + 1 + 10)) / 48;
}

const full = loadScripts();
const scaled = loadScripts(undefined, undefined, { timeScale: 0.1 });

describe('MOCK_TIME_SCALE', () => {
  it('accepts a share > 0 and ≤ 1 (unset = 1) and names the rule otherwise', () => {
    expect(parseTimeScale(undefined)).toBe(1);
    expect(parseTimeScale('')).toBe(1);
    expect(parseTimeScale('0.1')).toBe(0.1);
    expect(parseTimeScale(1)).toBe(1);
    for (const bad of ['0', '-1', '2', 'fast', 'NaN'])
      expect(() => parseTimeScale(bad)).toThrow(`MOCK_TIME_SCALE must be a number > 0 and ≤ 1`);
  });

  it('cuts every sentence to its share of the clip, at least 200 ms, and leaves the words alone', () => {
    expect(MIN_SCALED_CLIP_MS).toBe(200);
    for (const l of full.list()) {
      const s = scaled.get(l.scenario.id)!;
      expect(s.turns).toEqual(l.turns);
      for (const sentence of l.turns.flatMap((t) => t.sentences)) {
        const original = clipMs(l.audio.get(sentence.lineId)!);
        const cut = clipMs(s.audio.get(sentence.lineId)!);
        const want = Math.min(original, Math.max(200, original * 0.1));
        // Whole 20 ms packets; the original's own length is whatever its encoder padded it to.
        expect(cut, sentence.lineId).toBeGreaterThanOrEqual(want - 20);
        expect(cut, sentence.lineId).toBeLessThanOrEqual(want + 40);
      }
    }
    // The long caption sentence (~38 s) is spoken in under 4 s.
    expect(clipMs(scaled.get('long-captions')!.audio.get('opening-2')!)).toBeLessThan(4000);
  });

  it('at 1 keeps the pre-rendered clips byte for byte', () => {
    const same = loadScripts(undefined, undefined, { timeScale: 1 });
    const id = 'generic';
    expect([...same.get(id)!.audio.entries()]).toEqual([...full.get(id)!.audio.entries()]);
    expect(scaledClipMs(3000, 1)).toBeNull();
    expect(scaledClipMs(150, 0.1)).toBeNull(); // already shorter than the floor
    expect(scaledClipMs(3000, 0.1)).toBe(300);
  });
});

const scheduler = new ManualScheduler();
const server = await startSocketServer({ scheduler, timeScale: 0.1 });
afterAll(() => server.close());
afterEach(() => expectOnlyValidFrames());

describe('a socket server with timeScale 0.1', () => {
  it('streams the short clips, says so on /__mock/ws, and closes a socket left open after 3 s, not 30', async () => {
    const state = (await server.app.inject({ method: 'GET', url: '/__mock/ws' })).json();
    expect(state.data.timeScale).toBe(0.1);

    const iv = createInterview(server.store);
    const c = await TestClient.connect(server.url(iv.roomId), iv.cookie);
    c.join(iv);
    await c.expect('initial_message');
    const chunks = await c.turn();
    for (const chunk of chunks) expect(clipMs(chunk.audio_base_64)).toBeLessThan(800);
    await c.expect('hint_response');

    await timeOutNow(server, c, iv.roomId);
    // The countdown second is the spec's; only the mock's own collection of idle sockets is scaled.
    scheduler.advance(2999);
    await c.quiet(30);
    scheduler.advance(1);
    expect(await c.closed).toEqual({ code: 1000, reason: 'interview ended' });
  });
});
