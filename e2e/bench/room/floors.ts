// Floors measured in the same page, browser and minute as the room's figures, so that a line is a ratio the
// machine's load divides out ("Measure speed as ratios to a floor in the same run", decision 0793).
import type { Page } from '@playwright/test';

/** The bench's own button: a click that changes one word and paints, nothing else. */
export const FLOOR_BUTTON = '[data-bench-floor]';

/** Adds the floor button in a corner the room leaves empty; its click only flips its own text. */
export async function addFloorButton(page: Page): Promise<void> {
  await page.evaluate(() => {
    const b = document.createElement('button');
    b.dataset.benchFloor = '1';
    b.textContent = 'floor';
    b.style.cssText = 'position:fixed;left:0;bottom:0;z-index:2147483647;font-size:10px;opacity:0.5';
    b.addEventListener('click', () => (b.textContent = b.textContent === 'floor' ? 'FLOOR' : 'floor'));
    document.body.append(b);
  });
}

/**
 * The playback floor: what the page pays to start a chunk with nothing of the app in the way. The room starts
 * its chunks with Web Audio (the bench prints which path), so the bench does the same with the same Ogg/Opus
 * sentence, from base64 as the socket carries it: decode, decodeAudioData, AudioBufferSourceNode.start(), the
 * moment the room's probe reads as a chunk's start. Marked so that probe does not count it as the room's.
 */
export async function playbackFloor(page: Page, clipBase64: string): Promise<number> {
  return page.evaluate(async (b64) => {
    const w = window as Window & { benchFloorContext?: AudioContext };
    const context = (w.benchFloorContext ??= new AudioContext());
    const t0 = performance.now();
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const source = Object.assign(context.createBufferSource(), { benchFloor: true });
    source.buffer = await context.decodeAudioData(bytes.buffer);
    source.connect(context.destination);
    source.start();
    const ms = performance.now() - t0;
    source.stop();
    return ms;
  }, clipBase64);
}

/**
 * The unit of a ratio line: the floor's median, what the same kind of work costs at this minute. Its p95 is one
 * or two samples in a short run and swings with any hiccup (168 ms beside a median of 32 at load 16).
 */
export const floorUnit = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

/** The room's p95 over the floor's unit, both taken in this run. */
export const ratioOf = (p95: number, unit: number) => p95 / Math.max(unit, 1);
