import { useCallback, useEffect, useReducer } from 'react';
import { notify } from '@/lib/toast';
import { getAudioContext, setAudioOutput } from '../audio/audio-context';
import { playTones } from '../audio/sounds';
import { idleSpeakerTest, speakerTestReducer } from '../utils/speaker-test';

export const SPEAKER_MESSAGES = {
  selectFirst: 'Please select speaker first',
  failed: 'Failed to play audio, please check speaker settings',
} as const;

/**
 * Plays a short chime on the selected output (the spec's join page), then asks whether the candidate heard it: Yes is
 * success, No is failed (decision 0551).
 */
export function useSpeakerTest(speakerId: string | null) {
  const [state, dispatch] = useReducer(speakerTestReducer, idleSpeakerTest);

  useEffect(() => dispatch({ type: 'reset' }), [speakerId]);

  const play = useCallback(async () => {
    if (!speakerId) {
      notify.error(SPEAKER_MESSAGES.selectFirst);
      return;
    }
    dispatch({ type: 'play' });
    try {
      await setAudioOutput(speakerId);
      const ctx = getAudioContext();
      await ctx.resume();
      const seconds = playTones(ctx, 'test', 0.25);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 50));
      dispatch({ type: 'played' });
    } catch {
      dispatch({ type: 'playFailed' });
      notify.error(SPEAKER_MESSAGES.failed);
    }
  }, [speakerId]);

  const answer = useCallback((heard: boolean) => dispatch({ type: heard ? 'heard' : 'notHeard' }), []);

  return {
    result: state.result,
    playing: state.phase === 'playing',
    asking: state.phase === 'asking',
    play,
    answer,
  };
}
