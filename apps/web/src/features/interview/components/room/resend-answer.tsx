import { Button } from '@mockint/ui';
import type { PendingWhy } from '../../session/session-types';

/** What the banner says, by why the answer is offered again (decision 0635): never a cause that did not happen. */
export const RESEND_TEXT: Record<PendingWhy, string> = {
  // `sent` is shown only if an answer in flight is offered (a failed end call from sending): as a drop.
  sent: 'Your last answer was interrupted by the connection. Send it again?',
  connection: 'Your last answer was interrupted by the connection. Send it again?',
  unconfirmed: 'The interviewer did not confirm your last answer. Send it again?',
  audioError: 'Your last answer could not be processed. Send it again?',
  interrupted: 'The interviewer spoke before your last answer was sent. Send it now?',
  notYourTurn: 'Your last answer came before the interviewer had finished. Send it again?',
  kept: 'Your last answer was not sent yet. Send it now?',
};

/** An answer the server has not acknowledged: offered again, never dropped silently. */
export function ResendAnswer(props: { why: PendingWhy; onResend: () => void; onDiscard: () => void }) {
  return (
    <section
      aria-label="Unsent answer"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
    >
      <p className="flex-1">{RESEND_TEXT[props.why]}</p>
      <Button type="button" size="sm" variant="outline" onClick={props.onDiscard}>
        Discard
      </Button>
      <Button type="button" size="sm" onClick={props.onResend}>
        Send Answer Again
      </Button>
    </section>
  );
}
