import { useCallback, useEffect, useState } from 'react';
import { notify } from '@/lib/toast';
import { getAudioContext, setAudioOutput } from '../audio/audio-context';
import { playTones } from '../audio/sounds';
import type { TestResult } from '../utils/mic-test';

export const SPEAKER_MESSAGES = {
  selectFirst: 'Please select speaker first',
  failed: 'Failed to play audio, please check speaker settings',
} as const;

/** Plays a short chime on the selected output (spec §2.2). Success once it played without error. */
export function useSpeakerTest(speakerId: string | null) {
  const [result, setResult] = useState<TestResult>('pending');
  const [playing, setPlaying] = useState(false);

  useEffect(() => setResult('pending'), [speakerId]);

  const play = useCallback(async () => {
    if (!speakerId) {
      notify.error(SPEAKER_MESSAGES.selectFirst);
      return;
    }
    setPlaying(true);
    try {
      await setAudioOutput(speakerId);
      const ctx = getAudioContext();
      await ctx.resume();
      const seconds = playTones(ctx, 'test', 0.25);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 50));
      setResult('success');
    } catch {
      setResult('failed');
      notify.error(SPEAKER_MESSAGES.failed);
    } finally {
      setPlaying(false);
    }
  }, [speakerId]);

  return { result, playing, play };
}
