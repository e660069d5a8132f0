import { useMemo, useState } from 'react';
import { cn } from '@mockint/ui';
import { useBlobAudio } from '../hooks/use-blob-audio';
import type { AudioMetrics } from '../analysis/delivery-analysis';
import { wordStartTimes } from '../utils/per-question';
import { PlayPauseButton } from './play-pause-button';

/**
 * Play/Pause of one recorded answer, its words following along. The words' times are spread over the
 * voiced stretches (no word timings exist), so the highlight is approximate and says so.
 */
export function AnswerReplay({
  audio,
  text,
  metrics,
  label,
}: {
  audio: Blob;
  text: string;
  metrics: AudioMetrics | null;
  label: string;
}) {
  const { playing, toggle, audioProps } = useBlobAudio(audio);
  const [time, setTime] = useState(0);
  const words = useMemo(() => text.split(/\s+/).filter(Boolean), [text]);
  const times = useMemo(() => wordStartTimes(words.length, metrics), [words.length, metrics]);
  let current = -1;
  if (times && (playing || time > 0)) for (let i = 0; i < times.length && times[i]! <= time; i++) current = i;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3 print:hidden">
        <PlayPauseButton playing={playing} label={label} onToggle={toggle} />
        <span className="text-xs tabular-nums text-muted-foreground">
          {formatSeconds(time)} / {formatSeconds(metrics?.duration ?? 0)}
        </span>
        <audio
          {...audioProps}
          onEnded={() => {
            audioProps.onEnded();
            setTime(0);
          }}
          onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        />
      </div>
      <p className="text-sm leading-relaxed">
        {times
          ? words.map((word, i) => (
              <span key={i} className={cn('rounded', i === current && 'bg-primary/15 text-foreground')}>
                {word}{' '}
              </span>
            ))
          : text}
      </p>
      {times ? (
        <p className="text-xs text-muted-foreground print:hidden">
          Words follow the replay approximately: they are spread over the stretches where you spoke.
        </p>
      ) : null}
    </div>
  );
}

function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
