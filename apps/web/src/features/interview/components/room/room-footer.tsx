import { Captions, Lightbulb, MessageSquareText, PhoneOff } from 'lucide-react';
import { Button, cn } from '@mockint/ui';

function Toggle(props: { pressed: boolean; onToggle: () => void; label: string; icon: React.ReactNode }) {
  return (
    <Button
      type="button"
      variant={props.pressed ? 'secondary' : 'outline'}
      aria-pressed={props.pressed}
      onClick={props.onToggle}
      className={cn(props.pressed && 'ring-1 ring-primary')}
    >
      {props.icon}
      <span>{props.label}</span>
    </Button>
  );
}

export function RoomFooter(props: {
  transcript: boolean;
  hints: boolean;
  captions: boolean;
  onToggleTranscript: () => void;
  onToggleHints: () => void;
  onToggleCaptions: () => void;
  onEnd: () => void;
  endDisabled: boolean;
}) {
  return (
    <footer
      data-tour="controls"
      className="flex flex-wrap items-center justify-center gap-2 border-t border-border px-4 py-3"
    >
      <Toggle
        pressed={props.transcript}
        onToggle={props.onToggleTranscript}
        label="Live Transcript"
        icon={<MessageSquareText aria-hidden="true" />}
      />
      <Toggle
        pressed={props.hints}
        onToggle={props.onToggleHints}
        label="Smart Answer Suggestion"
        icon={<Lightbulb aria-hidden="true" />}
      />
      <Toggle
        pressed={props.captions}
        onToggle={props.onToggleCaptions}
        label="Captions"
        icon={<Captions aria-hidden="true" />}
      />
      <Button type="button" variant="destructive" onClick={props.onEnd} disabled={props.endDisabled}>
        <PhoneOff aria-hidden="true" /> End interview
      </Button>
    </footer>
  );
}
