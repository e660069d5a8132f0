import { Pause, Play } from 'lucide-react';
import { Button } from '@mockint/ui';

/** The Play/Pause button of a recording: its name says what it plays (`label`) and what a press does. */
export function PlayPauseButton({
  playing,
  label,
  onToggle,
}: {
  playing: boolean;
  label: string;
  onToggle: () => void;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onToggle}
      aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
    >
      {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      {playing ? 'Pause' : 'Play'}
    </Button>
  );
}
