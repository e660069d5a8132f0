/**
 * Short UI cues (reconnect = rising two-tone, leave = falling two-tone) synthesised with Web Audio, so there
 * are no sound assets to ship or cache. Output follows the selected speaker via the shared context.
 */
import type { SoundName } from '../session/session-types';

interface ToneContext {
  readonly currentTime: number;
  readonly destination: AudioNode;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

const TONES: Record<SoundName | 'test', number[]> = {
  reconnect: [523.25, 783.99],
  leave: [659.25, 392],
  test: [440, 554.37, 659.25],
};

export function playTones(ctx: ToneContext, name: SoundName | 'test', noteSeconds = 0.16): number {
  const notes = TONES[name];
  const start = ctx.currentTime + 0.01;
  notes.forEach((frequency, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    const t = start + i * noteSeconds;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.25, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + noteSeconds);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + noteSeconds + 0.02);
  });
  return notes.length * noteSeconds;
}
