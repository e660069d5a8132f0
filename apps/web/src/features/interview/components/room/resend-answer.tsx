import { Button } from '@mockint/ui';

/** An answer the connection lost before the server acknowledged it: offered again, never dropped silently. */
export function ResendAnswer(props: { onResend: () => void; onDiscard: () => void }) {
  return (
    <section
      aria-label="Unsent answer"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
    >
      <p className="flex-1">Your last answer was interrupted by the connection. Send it again?</p>
      <Button type="button" size="sm" variant="outline" onClick={props.onDiscard}>
        Discard
      </Button>
      <Button type="button" size="sm" onClick={props.onResend}>
        Send Answer Again
      </Button>
    </section>
  );
}
