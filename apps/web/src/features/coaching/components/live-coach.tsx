import { useEffect, useRef, useState } from 'react';
import { Gauge } from 'lucide-react';
import { cn } from '@mockint/ui';
import { useMetricSettings } from '../hooks/use-stored-answers';
import workletUrl from '../analysis/live-coach.worklet.ts?worker&url';
import {
  LIVE_LENGTH_TEXT,
  LIVE_PACE_TEXT,
  liveLength,
  livePace,
  shouldAnnounce,
  type LiveLength,
  type LivePace,
} from '../analysis/live-pace';

export interface LiveCoachProps {
  /** The recording's microphone stream while the candidate answers, else null. */
  stream: MediaStream | null;
  elapsedSeconds: number;
}

const toneClass: Record<LivePace, string> = {
  slow: 'text-warning',
  good: 'text-success',
  fast: 'text-warning',
};

const lengthTone: Record<LiveLength, string> = {
  short: 'text-muted-foreground',
  good: 'text-success',
  wrap: 'text-warning',
};

/**
 * The live delivery coach (decision 0802): while the candidate records, a quiet pace indicator and
 * the elapsed time. It listens through an AudioWorklet on its own AudioContext (the room's playback context
 * is left alone), never blocks anything, and its polite live region speaks at most every 10 s.
 */
export default function LiveCoach({ stream, elapsedSeconds }: LiveCoachProps) {
  const [pace, setPace] = useState<LivePace | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lastSpoken = useRef<{ at: number; pace: LivePace | null } | null>(null);
  // Switched-off figures are not shown, and an unwanted pace is not even listened for (decision 0811).
  const { shown } = useMetricSettings();
  const showPace = shown?.pace ?? false;
  const showLength = shown?.length ?? false;

  useEffect(() => {
    setPace(null);
    if (!stream || !showPace) return;
    let context: AudioContext | null = null;
    let gone = false;
    (async () => {
      context = new AudioContext();
      await context.audioWorklet.addModule(workletUrl);
      if (gone) return;
      const source = context.createMediaStreamSource(stream);
      const node = new AudioWorkletNode(context, 'live-coach', { numberOfOutputs: 0 });
      node.port.onmessage = (event: MessageEvent<{ voicedSeconds: number; syllables: number }>) => {
        const next = livePace(event.data.syllables, event.data.voicedSeconds);
        setPace(next);
        const now = performance.now();
        if (shouldAnnounce(lastSpoken.current, now, next)) {
          lastSpoken.current = { at: now, pace: next };
          setAnnouncement(`Pace: ${LIVE_PACE_TEXT[next!].toLowerCase()}`);
        }
      };
      source.connect(node);
    })().catch(() => undefined);
    return () => {
      gone = true;
      void context?.close().catch(() => undefined);
    };
  }, [stream, showPace]);

  const recording = Boolean(stream);
  const length = liveLength(elapsedSeconds);
  const minutes = Math.floor(elapsedSeconds / 60);
  const seconds = String(Math.floor(elapsedSeconds % 60)).padStart(2, '0');
  return (
    <section
      aria-label="Delivery coach"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border bg-card px-4 py-2 text-sm"
      data-testid="live-coach"
    >
      <Gauge aria-hidden="true" className="size-4 text-muted-foreground" />
      {recording ? (
        <>
          {showPace ? (
            <span className={cn('font-medium', pace ? toneClass[pace] : 'text-muted-foreground')}>
              {pace ? LIVE_PACE_TEXT[pace] : 'Listening…'}
            </span>
          ) : null}
          <span className="tabular-nums text-muted-foreground">
            {minutes}:{seconds}
          </span>
          {showLength ? (
            <span className={lengthTone[length]} data-testid="live-length">
              {LIVE_LENGTH_TEXT[length]}
            </span>
          ) : null}
        </>
      ) : (
        <span className="text-muted-foreground">{idleText(showPace, showLength)}</span>
      )}
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </section>
  );
}

function idleText(pace: boolean, length: boolean): string {
  if (pace && length) return 'The coach shows your pace and length while you answer.';
  if (pace) return 'The coach shows your pace while you answer.';
  if (length) return 'The coach shows your answer length while you answer.';
  return 'The coach shows the time while you answer (pace and length are switched off).';
}
