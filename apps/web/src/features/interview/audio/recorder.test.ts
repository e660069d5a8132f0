import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  audioConstraints,
  blobToBase64,
  pickMimeType,
  Recorder,
  RECORDER_MESSAGES,
  stopButtonLabel,
  type MediaRecorderLike,
  type MediaStreamLike,
  type RecorderDeps,
} from './recorder';
import { rmsLevel, SpeechDetector } from './level-meter';

class FakeMediaRecorder implements MediaRecorderLike {
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  failOnStop = false;
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.failOnStop) throw new Error('InvalidState');
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])]) });
    this.onstop?.();
  }
}

function makeDeps(overrides: Partial<RecorderDeps> = {}) {
  const tracks = [{ stop: vi.fn() }];
  const recorders: FakeMediaRecorder[] = [];
  const deps: RecorderDeps = {
    getUserMedia: vi.fn(async () => ({ getTracks: () => tracks })),
    createMediaRecorder: vi.fn(() => {
      const r = new FakeMediaRecorder();
      recorders.push(r);
      return r;
    }),
    isTypeSupported: (type) => type === 'audio/webm;codecs=opus',
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as number),
    ...overrides,
  };
  return { deps, tracks, recorders };
}

describe('Recorder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('cancel() while the microphone is opening leaves it closed, and the next start works', async () => {
    let grant: (stream: MediaStreamLike) => void = () => undefined;
    const late = [{ stop: vi.fn() }];
    const { deps, recorders } = makeDeps();
    const getUserMedia = vi.fn(async (): Promise<MediaStreamLike> => ({
      getTracks: () => [{ stop: vi.fn() }],
    }));
    getUserMedia.mockImplementationOnce(() => new Promise<MediaStreamLike>((resolve) => (grant = resolve)));
    const recorder = new Recorder({ ...deps, getUserMedia });
    const first = recorder.start('mic');
    recorder.cancel();
    grant({ getTracks: () => late });
    await expect(first).resolves.toBe(false);
    expect(late[0]!.stop).toHaveBeenCalled();
    expect(recorders).toHaveLength(0);
    expect(recorder.isRecording).toBe(false);
    await expect(recorder.start('mic')).resolves.toBe(true);
    expect(recorder.isRecording).toBe(true);
  });

  it('a late refusal of an earlier start is ignored: the newer start records (G11)', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    let grant: (stream: MediaStreamLike) => void = () => undefined;
    const { deps } = makeDeps();
    const getUserMedia = vi
      .fn<RecorderDeps['getUserMedia']>()
      .mockImplementationOnce(() => new Promise<MediaStreamLike>((_, reject) => (refuse = reject)))
      .mockImplementationOnce(() => new Promise<MediaStreamLike>((resolve) => (grant = resolve)));
    const recorder = new Recorder({ ...deps, getUserMedia });
    const first = recorder.start('mic');
    recorder.cancel();
    const second = recorder.start('mic');
    refuse(new Error('NotReadableError'));
    // The stale start does not fail the newer one: it was cancelled, so it just reports that it did not start.
    await expect(first).resolves.toBe(false);
    grant({ getTracks: () => [{ stop: vi.fn() }] });
    await expect(second).resolves.toBe(true);
    expect(recorder.isRecording).toBe(true);
  });

  it('a microphone track that ends mid-recording is reported once, and the recording can still be stopped (G10)', async () => {
    const onTrackEnded = vi.fn();
    let ended: () => void = () => undefined;
    const track = {
      stop: vi.fn(),
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'ended') ended = listener;
      },
    };
    const { deps } = makeDeps({ getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) });
    const recorder = new Recorder(deps, { onTrackEnded });
    await recorder.start('mic');
    ended();
    expect(onTrackEnded).toHaveBeenCalledOnce();
    // What was recorded before the track ended is kept.
    const blob = await recorder.stop();
    expect(blob.size).toBeGreaterThan(0);
    // A track ending after the recording is over means nothing.
    ended();
    expect(onTrackEnded).toHaveBeenCalledOnce();
  });

  it('a stop whose MediaRecorder never finishes does not wedge the recorder: the next answer records, the late one is kept', async () => {
    const { deps, recorders } = makeDeps();
    const recorder = new Recorder(deps);
    await recorder.start('mic');
    const wedged = recorders[0]!;
    // The browser's MediaRecorder takes the stop and never fires `stop` (the room's encoding deadline passes).
    wedged.stop = () => undefined;
    wedged.ondataavailable?.({ data: new Blob(['first answer']) });
    const late = recorder.stop();
    expect(recorder.isRecording).toBe(false);
    await expect(recorder.start('mic')).resolves.toBe(true);
    expect(recorder.isRecording).toBe(true);
    const second = await recorder.stop();
    expect(await second.text()).not.toContain('first answer');
    // The wedged recording finishing late is still kept, with its own chunks only.
    wedged.onstop?.();
    expect(await (await late).text()).toBe('first answer');
  });

  it('a microphone track that is muted mid-recording (not ended) is reported, and its unmute too (decision 0660)', async () => {
    const onMutedChange = vi.fn();
    const listeners = new Map<string, () => void>();
    const track = {
      stop: vi.fn(),
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    };
    const { deps } = makeDeps({ getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) });
    const recorder = new Recorder(deps, { onMutedChange });
    await recorder.start('mic');
    expect(onMutedChange).not.toHaveBeenCalled();
    listeners.get('mute')!();
    expect(onMutedChange).toHaveBeenLastCalledWith(true);
    listeners.get('unmute')!();
    expect(onMutedChange).toHaveBeenLastCalledWith(false);
    await recorder.stop();
    // A track muted after its recording is over means nothing.
    listeners.get('mute')!();
    expect(onMutedChange).toHaveBeenCalledTimes(2);
  });

  it('a microphone already muted as it opens is reported at once', async () => {
    const onMutedChange = vi.fn();
    const track = { stop: vi.fn(), muted: true };
    const { deps } = makeDeps({ getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) });
    await new Recorder(deps, { onMutedChange }).start('mic');
    expect(onMutedChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('requests mono 16 kHz with noise suppression and echo cancellation on the chosen device', async () => {
    const { deps } = makeDeps();
    await new Recorder(deps).start('mic-2');
    expect(deps.getUserMedia).toHaveBeenCalledWith({
      audio: {
        deviceId: { exact: 'mic-2' },
        channelCount: 1,
        sampleRate: 16000,
        noiseSuppression: true,
        echoCancellation: true,
      },
      video: false,
    });
    expect(deps.createMediaRecorder).toHaveBeenCalledWith(expect.anything(), 'audio/webm;codecs=opus');
  });

  it('prefers webm/opus, falls back to webm, else lets the browser choose', () => {
    expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((t) => t === 'audio/webm')).toBe('audio/webm');
    expect(pickMimeType(() => false)).toBeUndefined();
    expect(audioConstraints(null).audio).not.toHaveProperty('deviceId');
  });

  it('refused microphone access gives the permissions message', async () => {
    const { deps } = makeDeps({
      getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    await expect(new Recorder(deps).start('mic')).rejects.toThrow(RECORDER_MESSAGES.noAccess);
  });

  it('a stored microphone that is gone: records with the one that is there and says which (decision 0656)', async () => {
    const onMicrophoneReplaced = vi.fn();
    const track = {
      stop: vi.fn(),
      label: 'Built-in Microphone',
      getSettings: () => ({ deviceId: 'builtin' }),
    };
    const getUserMedia = vi
      .fn<RecorderDeps['getUserMedia']>()
      .mockRejectedValueOnce(new DOMException('no such device', 'OverconstrainedError'))
      .mockResolvedValueOnce({ getTracks: () => [track] });
    const { deps } = makeDeps({ getUserMedia });
    const recorder = new Recorder(deps, { onMicrophoneReplaced });
    await expect(recorder.start('headset-from-last-week')).resolves.toBe(true);
    expect(recorder.isRecording).toBe(true);
    expect(getUserMedia.mock.calls[1]![0].audio).not.toHaveProperty('deviceId');
    expect(onMicrophoneReplaced).toHaveBeenCalledExactlyOnceWith({
      deviceId: 'builtin',
      label: 'Built-in Microphone',
    });
    await expect(recorder.stop()).resolves.toBeInstanceOf(Blob);
  });

  it('the stored microphone opens: no replacement is reported', async () => {
    const onMicrophoneReplaced = vi.fn();
    const { deps } = makeDeps();
    await new Recorder(deps, { onMicrophoneReplaced }).start('mic');
    expect(onMicrophoneReplaced).not.toHaveBeenCalled();
  });

  it('no microphone at all: the recording-failed message, not the permissions one', async () => {
    const { deps } = makeDeps({
      getUserMedia: () => Promise.reject(new DOMException('none', 'NotFoundError')),
    });
    await expect(new Recorder(deps).start('mic')).rejects.toThrow(RECORDER_MESSAGES.failed);
    const busy = makeDeps({
      getUserMedia: () => Promise.reject(new DOMException('busy', 'NotReadableError')),
    });
    await expect(new Recorder(busy.deps).start('mic')).rejects.toThrow(RECORDER_MESSAGES.failed);
  });

  it('the fallback refused by the permission gives the permissions message', async () => {
    const getUserMedia = vi
      .fn<RecorderDeps['getUserMedia']>()
      .mockRejectedValueOnce(new DOMException('no such device', 'OverconstrainedError'))
      .mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    const { deps } = makeDeps({ getUserMedia });
    const recorder = new Recorder(deps);
    await expect(recorder.start('gone')).rejects.toThrow(RECORDER_MESSAGES.noAccess);
    // Not wedged: the next start asks again.
    getUserMedia.mockResolvedValueOnce({ getTracks: () => [{ stop: vi.fn() }] });
    await expect(recorder.start(null)).resolves.toBe(true);
  });

  it('a MediaRecorder failure gives the recording-failed message and releases the microphone', async () => {
    const { deps, tracks } = makeDeps({
      createMediaRecorder: () => {
        throw new Error('NotSupportedError');
      },
    });
    await expect(new Recorder(deps).start('mic')).rejects.toThrow(RECORDER_MESSAGES.failed);
    expect(tracks[0]!.stop).toHaveBeenCalled();
  });

  it('refuses a second start while recording', async () => {
    const { deps } = makeDeps();
    const recorder = new Recorder(deps);
    await recorder.start('mic');
    await expect(recorder.start('mic')).rejects.toThrow(RECORDER_MESSAGES.failed);
  });

  it('stop resolves with a webm blob and releases the microphone', async () => {
    const { deps, tracks } = makeDeps();
    const recorder = new Recorder(deps);
    await recorder.start('mic');
    const blob = await recorder.stop();
    expect(blob.type).toBe('audio/webm');
    expect(blob.size).toBe(4);
    expect(tracks[0]!.stop).toHaveBeenCalled();
    expect(recorder.isRecording).toBe(false);
  });

  it('a failing stop gives "Error stopping recording"', async () => {
    const { deps, recorders } = makeDeps();
    const recorder = new Recorder(deps);
    await recorder.start('mic');
    recorders[0]!.failOnStop = true;
    await expect(recorder.stop()).rejects.toThrow(RECORDER_MESSAGES.stopFailed);
  });

  it('counts down once per second and reports time up at 120 s', async () => {
    const ticks: number[] = [];
    const onTimeUp = vi.fn();
    const { deps } = makeDeps();
    const recorder = new Recorder(deps, { onTick: (_e, remaining) => ticks.push(remaining), onTimeUp });
    await recorder.start('mic');
    await vi.advanceTimersByTimeAsync(3000);
    expect(ticks).toEqual([120, 119, 118, 117]);
    await vi.advanceTimersByTimeAsync(116_000);
    expect(onTimeUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it("reads 'End in N' for the first 5 seconds, then End Response", () => {
    expect([0, 1, 2, 3, 4, 5, 60].map(stopButtonLabel)).toEqual([
      'End in 5',
      'End in 4',
      'End in 3',
      'End in 2',
      'End in 1',
      'End Response',
      'End Response',
    ]);
  });
});

describe('blobToBase64', () => {
  it('encodes without a data-URL prefix', async () => {
    expect(await blobToBase64(new Blob([new Uint8Array([1, 2, 3])]))).toBe('AQID');
  });
  it("rejects an empty recording with 'No audio recorded. Please try again.'", async () => {
    await expect(blobToBase64(new Blob([]))).rejects.toThrow('No audio recorded. Please try again.');
  });
  it('handles a large (multi-megabyte) answer', async () => {
    const big = new Uint8Array(3 * 1024 * 1024).fill(7);
    const out = await blobToBase64(new Blob([big]));
    expect(out.length).toBe(4 * Math.ceil(big.length / 3));
  });
});

describe('level meter', () => {
  it('computes RMS of a byte frame', () => {
    expect(rmsLevel(new Uint8Array([128, 128]))).toBe(0);
    expect(rmsLevel(new Uint8Array([255, 1]))).toBeCloseTo(0.99, 1);
  });
  it('turns speaking on at once and off only after 500 ms of silence', () => {
    const d = new SpeechDetector(0.1, 500);
    expect(d.update(0.5, 0)).toBe(true);
    expect(d.update(0, 100)).toBe(true);
    expect(d.update(0, 499)).toBe(true);
    expect(d.update(0.5, 450)).toBe(true);
    expect(d.update(0, 949)).toBe(true);
    expect(d.update(0, 950)).toBe(false);
  });
});
