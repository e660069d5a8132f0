/** The device faults of the chaos bot (a muted, unmuted or ended microphone), sent by the page itself. */

type TrackFault = 'mute' | 'unmute' | 'ended';

/**
 * Runs in the page before the app's scripts (an init script, bot-page.ts): defines `__chaosTrackFault(event)`,
 * which sends `event` to the audio tracks of every recorder recording (invariants.ts keeps them), for 'ended'
 * stopping the track first, as an unplugged device does; it returns how many tracks it reached. Defined by the
 * page so the event is the page's own: sent from Firefox's WebDriver BiDi evaluation, the app's listeners never
 * heard it (decision 0068).
 */
export function exposeTrackFaults$(): void {
  const w = window as unknown as {
    __chaosRecorders?: Set<MediaRecorder>;
    __chaosTrackFault?: (event: TrackFault) => number;
  };
  w.__chaosTrackFault = (event) => {
    let n = 0;
    for (const r of w.__chaosRecorders ?? [])
      if (r.state === 'recording')
        for (const track of r.stream.getAudioTracks()) {
          if (event === 'ended') track.stop();
          track.dispatchEvent(new Event(event));
          n += 1;
        }
    return n;
  };
}

/** Sends a device fault to the recording's tracks (exposeTrackFaults$); how many tracks it reached. */
export function recordingTracks$(event: TrackFault): number {
  const w = window as unknown as { __chaosTrackFault?: (event: TrackFault) => number };
  return w.__chaosTrackFault?.(event) ?? 0;
}
