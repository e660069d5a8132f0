import { useMemo, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { Button, cn } from '@mockint/ui';
import type { AudioMetrics } from '../utils/delivery-analysis';
import { wordStartTimes } from '../utils/per-question';
import { useObjectUrl } from '@/hooks/use-object-url';

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
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const url = useObjectUrl(audio);
  const words = useMemo(() => text.split(/\s+/).filter(Boolean), [text]);
  const times = useMemo(() => wordStartTimes(words.length, metrics), [words.length, metrics]);
  let current = -1;
  if (times && (playing || time > 0)) for (let i = 0; i < times.length && times[i]! <= time; i++) current = i;

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3 print:hidden">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={toggle}
          aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {playing ? 'Pause' : 'Play'}
        </Button>
        <span className="text-xs tabular-nums text-muted-foreground">
          {formatSeconds(time)} / {formatSeconds(metrics?.duration ?? 0)}
        </span>
        <audio
          ref={ref}
          src={url}
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false);
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
