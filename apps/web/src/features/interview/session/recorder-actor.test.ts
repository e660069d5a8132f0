import { afterEach, describe, expect, it, vi } from 'vitest';
import { Recorder, RECORDER_MESSAGES, type MediaStreamLike, type RecorderDeps } from '../audio/recorder';
import { microphoneOpen, startRecorderActor, type RecorderActor } from './recorder-actor';
import { FakeMediaRecorder } from './test-support/doubles';

// The recorder as a child actor (decision 0074): its phases over the Recorder's media calls, with fake media.

/** A microphone the test grants (or refuses) when it chooses, like a permission prompt. */
function fakeMedia() {
  const grants: { resolve(stream: MediaStreamLike): void; reject(error: unknown): void }[] = [];
  const recorders: FakeMediaRecorder[] = [];
  const tracks: { stop: ReturnType<typeof vi.fn> }[] = [];
  const deps: RecorderDeps = {
    getUserMedia: vi.fn(
      () => new Promise<MediaStreamLike>((resolve, reject) => grants.push({ resolve, reject })),
    ),
    createMediaRecorder: () => {
      const recorder = new FakeMediaRecorder();
      recorders.push(recorder);
      return recorder;
    },
    isTypeSupported: () => true,
    setInterval: () => 0,
    clearInterval: () => undefined,
  };
  /** Grants the oldest pending request with a fresh stream of one track. */
  const grant = () => {
    const track = { stop: vi.fn() };
    tracks.push(track);
    grants.shift()!.resolve({ getTracks: () => [track] });
    return track;
  };
  return { deps, grants, recorders, tracks, grant };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
/** Blob → Base64 reads the blob asynchronously. */
const settle = async () => {
  await flush();
  await new Promise((r) => setTimeout(r, 0));
  await flush();
};

describe('the recorder, a child actor of the room (decision 0074)', () => {
  let actor: RecorderActor;
  const onStream = vi.fn();
  const results = {
    onStarted: vi.fn(),
    onStartFailed: vi.fn(),
    onRecorded: vi.fn(),
    onRecordFailed: vi.fn(),
  };
  function start(media = fakeMedia()) {
    onStream.mockReset();
    for (const fn of Object.values(results)) fn.mockReset();
    actor = startRecorderActor({ recorder: new Recorder(media.deps, { onStream }), ...results });
    return media;
  }
  const phase = () => actor.getSnapshot().value;
  afterEach(() => actor.stop());

  it('start opens the microphone with the stored device and records: recording, told once', async () => {
    const media = start();
    actor.send({ type: 'start', deviceId: 'mic-1' });
    expect(phase()).toBe('opening');
    expect(microphoneOpen(actor)).toBe(true);
    expect(media.deps.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ audio: expect.objectContaining({ deviceId: { exact: 'mic-1' } }) }),
    );
    media.grant();
    await flush();
    expect(phase()).toBe('recording');
    expect(results.onStarted).toHaveBeenCalledTimes(1);
    expect(media.recorders).toHaveLength(1);
    expect(media.recorders[0]!.running).toBe(true);
  });

  it('stop: the take is stopped, encoded and emitted with its question time; the microphone released', async () => {
    const media = start();
    actor.send({ type: 'start', deviceId: null });
    const track = media.grant();
    await flush();
    actor.send({ type: 'stop', questionSeconds: 7 });
    expect(phase()).toBe('idle');
    expect(microphoneOpen(actor)).toBe(false);
    media.recorders[0]!.finish();
    await settle();
    expect(results.onRecorded).toHaveBeenCalledTimes(1);
    expect(results.onRecorded.mock.calls[0]![0]).toMatchObject({ audioBase64: 'AQID', questionSeconds: 7 });
    expect(results.onRecordFailed).not.toHaveBeenCalled();
    expect(track.stop).toHaveBeenCalled();
  });

  it('the next answer may start while the last take is still finishing, and neither is lost', async () => {
    const media = start();
    actor.send({ type: 'start', deviceId: null });
    media.grant();
    await flush();
    actor.send({ type: 'stop', questionSeconds: 1 });
    // The first MediaRecorder's `stop` event has not come yet.
    actor.send({ type: 'start', deviceId: null });
    media.grant();
    await flush();
    expect(phase()).toBe('recording');
    media.recorders[0]!.finish();
    await settle();
    expect(results.onRecorded).toHaveBeenCalledTimes(1);
    expect(results.onRecorded.mock.calls[0]![0]).toMatchObject({ questionSeconds: 1 });
    expect(phase()).toBe('recording');
    expect(media.recorders[1]!.running).toBe(true);
  });

  it('cancel while the microphone is opening: the stream that arrives later is stopped, no take, not started', async () => {
    const media = start();
    actor.send({ type: 'start', deviceId: null });
    actor.send({ type: 'cancel' });
    expect(phase()).toBe('idle');
    const late = media.grant();
    await settle();
    expect(late.stop).toHaveBeenCalled();
    expect(media.recorders.filter((r) => r.running)).toHaveLength(0);
    expect(results.onStarted).not.toHaveBeenCalled();
    expect(results.onRecorded).not.toHaveBeenCalled();
    expect(phase()).toBe('idle');
  });

  it('cancel while recording: the tracks are stopped and the take dropped', async () => {
    const media = start();
    actor.send({ type: 'start', deviceId: null });
    const track = media.grant();
    await flush();
    actor.send({ type: 'cancel' });
    expect(phase()).toBe('idle');
    expect(track.stop).toHaveBeenCalled();
    expect(media.recorders[0]!.stopCalled).toBe(true);
    media.recorders[0]!.finish();
    await settle();
    expect(results.onRecorded).not.toHaveBeenCalled();
    expect(results.onRecordFailed).not.toHaveBeenCalled();
  });

  it('a refused microphone: the permission message, told once, and idle again', async () => {
    const media = start();
    actor.send({ type: 'start', deviceId: null });
    media.grants.shift()!.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    await settle();
    expect(results.onStartFailed).toHaveBeenCalledTimes(1);
    expect(results.onStartFailed).toHaveBeenCalledWith(RECORDER_MESSAGES.noAccess);
    expect(results.onStarted).not.toHaveBeenCalled();
    expect(phase()).toBe('idle');
    expect(microphoneOpen(actor)).toBe(false);
  });

  it('a stop that fails: the processing error for the statechart, and no take', async () => {
    const media = start();
    actor.send({ type: 'start', deviceId: null });
    media.grant();
    await flush();
    actor.send({ type: 'stop', questionSeconds: 0 });
    media.recorders[0]!.onerror?.(new Error('stop failed'));
    await settle();
    expect(results.onRecordFailed).toHaveBeenCalledTimes(1);
    expect(results.onRecordFailed).toHaveBeenCalledWith(RECORDER_MESSAGES.stopFailed);
    expect(results.onRecorded).not.toHaveBeenCalled();
  });

  it('stop and cancel with nothing recording do nothing', async () => {
    const media = start();
    actor.send({ type: 'stop', questionSeconds: 0 });
    actor.send({ type: 'cancel' });
    await settle();
    expect(phase()).toBe('idle');
    expect(media.deps.getUserMedia).not.toHaveBeenCalled();
    expect(onStream).not.toHaveBeenCalled();
    for (const fn of Object.values(results)) expect(fn).not.toHaveBeenCalled();
  });
});
