// The room's invariants in an engine's page (decision 0784): the chaos monitor's own checks (chaos/invariants.ts)
// run in the page, installed by a script rather than Playwright's init script (the adapter has none), and a
// count of the microphone tracks the page opened, to see none left open once the candidate has left.
import {
  installMonitor,
  MONITOR_CONFIG,
  STORAGE_KEY,
  type Violation,
} from '../tests/interview/chaos/invariants.ts';
import type { EnginePage } from './driver.ts';

/**
 * Installs the monitor and the track probe in the page as it is now: before the room creates a recorder or plays
 * a sentence, in the same document (the room is reached by the app's own navigation, and so is the feedback page).
 */
export async function installRoomProbes(page: EnginePage): Promise<void> {
  await page.evaluate(installMonitor, MONITOR_CONFIG);
  await page.evaluate(() => {
    const w = window as unknown as { __engineTracks?: MediaStreamTrack[]; __engineSentences?: number };
    if (w.__engineTracks) return;
    const tracks: MediaStreamTrack[] = [];
    w.__engineTracks = tracks;
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      tracks.push(...stream.getAudioTracks());
      return stream;
    };
    // Sentences of the interviewer started so far: a count that stays, where the monitor's set of those
    // playing empties as each ends.
    w.__engineSentences = 0;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
      w.__engineSentences! += 1;
      return start.apply(this, args);
    };
  }, null);
}

/** Interviewer sentences started since the probes were installed. */
export const sentencesStarted = (page: EnginePage) =>
  page.evaluate(() => (window as unknown as { __engineSentences?: number }).__engineSentences ?? -1, null);

/** The microphone tracks the page opened and how many are still live (-1: the probe is gone, a reload). */
export const microphoneTracks = (page: EnginePage) =>
  page.evaluate(() => {
    const tracks = (window as unknown as { __engineTracks?: MediaStreamTrack[] }).__engineTracks;
    return tracks
      ? { opened: tracks.length, live: tracks.filter((t) => t.readyState === 'live').length }
      : { opened: -1, live: -1 };
  }, null);

/** What the monitor recorded so far (kept in sessionStorage across the tab's navigations). */
export const violations = (page: EnginePage) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Violation[], STORAGE_KEY);

/** Runs in the page: whether more than `n` interviewer sentences have started. */
export function sentencesAbove$(n: number): boolean {
  return ((window as unknown as { __engineSentences?: number }).__engineSentences ?? 0) > n;
}
