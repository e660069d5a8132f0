import { Captions, Gauge, Lightbulb, MessageSquareText, PhoneOff } from 'lucide-react';
import { useRef } from 'react';
import { Button, cn } from '@mockint/ui';
import { useToastClearance } from '@/hooks/use-toast-clearance';

function Toggle(props: {
  pressed: boolean;
  onToggle: () => void;
  label: string;
  icon: React.ReactNode;
  disabled?: boolean;
}) {
  return (
    <Button
      type="button"
      variant={props.pressed ? 'secondary' : 'outline'}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={props.onToggle}
      className={cn(props.pressed && 'ring-1 ring-primary')}
    >
      {props.icon}
      <span>{props.label}</span>
    </Button>
  );
}

/** The delivery coach toggle's toasts (decision 0802), like the hints' and captions'. */
export const COACH_MESSAGES = { on: 'Delivery coach is on', off: 'Delivery coach is off' } as const;

export function RoomFooter(props: {
  transcript: boolean;
  hints: boolean;
  captions: boolean;
  onToggleTranscript: () => void;
  onToggleHints: () => void;
  onToggleCaptions: () => void;
  onEnd: () => void;
  endDisabled: boolean;
  /** The live delivery coach's toggle, when the app provides a coach. */
  coach?: { pressed: boolean; onToggle: () => void };
  /** Every control disabled: the room is still loading (decision 0546). */
  loading?: boolean;
}) {
  // Toasts stack above the footer: the interviewer's "has joined" toast covered End interview (decision 0533).
  const footer = useRef<HTMLElement>(null);
  useToastClearance(footer);
  return (
    <footer
      ref={footer}
      data-tour="controls"
      className="flex flex-wrap items-center justify-center gap-2 border-t border-border px-4 py-3"
    >
      <Toggle
        pressed={props.transcript}
        onToggle={props.onToggleTranscript}
        disabled={props.loading}
        label="Live Transcript"
        icon={<MessageSquareText aria-hidden="true" />}
      />
      <Toggle
        pressed={props.hints}
        onToggle={props.onToggleHints}
        disabled={props.loading}
        label="Smart Answer Suggestion"
        icon={<Lightbulb aria-hidden="true" />}
      />
      <Toggle
        pressed={props.captions}
        onToggle={props.onToggleCaptions}
        disabled={props.loading}
        label="Captions"
        icon={<Captions aria-hidden="true" />}
      />
      {props.coach ? (
        <Toggle
          pressed={props.coach.pressed}
          onToggle={props.coach.onToggle}
          disabled={props.loading}
          label="Delivery Coach"
          icon={<Gauge aria-hidden="true" />}
        />
      ) : null}
      <Button
        type="button"
        variant="destructive"
        onClick={props.onEnd}
        disabled={props.endDisabled || props.loading}
      >
        <PhoneOff aria-hidden="true" /> End interview
      </Button>
    </footer>
  );
}
