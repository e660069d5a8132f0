import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/toast';
import { meterStream } from '../audio/audio-context';
import { browserRecorderDeps, Recorder, RecorderError, RECORDER_MESSAGES } from '../audio/recorder';
import { idleMicTest, sampleMicTest, startMicTest, stopMicTest, type MicTestState } from '../utils/mic-test';

export const SELECT_MICROPHONE = 'Please select microphone';

/**
 * Microphone test: records with the selected microphone, shows a live level, stops at 10 s or once passed,
 * and keeps the recorded blob (the join button needs one, spec).
 */
export function useMicTest(microphoneId: string | null) {
  const [test, setTest] = useState<MicTestState>(idleMicTest);
  const [level, setLevel] = useState(0);
  const [blob, setBlob] = useState<Blob | null>(null);
  const recorderRef = useRef<Recorder | null>(null);
  const stopMeterRef = useRef<(() => void) | null>(null);
  // The level meter samples every frame: the running test lives in a ref, React state only for display.
  const testRef = useRef<MicTestState>(idleMicTest);

  const finish = useCallback(async (next: MicTestState) => {
    testRef.current = next;
    stopMeterRef.current?.();
    stopMeterRef.current = null;
    setLevel(0);
    setTest(next);
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (!recorder?.isRecording) return;
    try {
      const recorded = await recorder.stop();
      setBlob(recorded.size > 0 ? recorded : null);
      if (recorded.size === 0) notify.error(RECORDER_MESSAGES.noAudio);
    } catch (error) {
      notify.error(error instanceof RecorderError ? error.message : RECORDER_MESSAGES.stopFailed);
    }
  }, []);

  const start = useCallback(async () => {
    if (!microphoneId) {
      notify.error(SELECT_MICROPHONE);
      return;
    }
    if (recorderRef.current) return;
    const recorder = new Recorder(browserRecorderDeps(), {
      onStream: (stream) => {
        if (!stream) return;
        stopMeterRef.current = meterStream(stream as MediaStream, (value, speaking) => {
          const now = performance.now();
          setLevel(value);
          const r = sampleMicTest(testRef.current, speaking, now);
          testRef.current = r.state;
          if (r.stop) void finish(r.state);
        });
      },
    });
    recorderRef.current = recorder;
    setBlob(null);
    const started = startMicTest(performance.now());
    testRef.current = started;
    setTest(started);
    try {
      await recorder.start(microphoneId);
    } catch (error) {
      recorderRef.current = null;
      setTest({ ...started, running: false, result: 'failed' });
      notify.error(error instanceof RecorderError ? error.message : RECORDER_MESSAGES.failed);
    }
  }, [microphoneId, finish]);

  const stop = useCallback(() => void finish(stopMicTest(testRef.current)), [finish]);

  // A different microphone invalidates the previous test.
  useEffect(() => {
    stopMeterRef.current?.();
    stopMeterRef.current = null;
    recorderRef.current?.cancel();
    recorderRef.current = null;
    testRef.current = idleMicTest;
    setTest(idleMicTest);
    setLevel(0);
    setBlob(null);
  }, [microphoneId]);

  useEffect(
    () => () => {
      stopMeterRef.current?.();
      recorderRef.current?.cancel();
    },
    [],
  );

  return { result: test.result, running: test.running, level, blob, start, stop };
}
