import { CheckCircle2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  Button,
} from '@mockint/ui';
import type { SessionDialog } from '../../session/session-types';

const CHECKLIST = [
  'You are in a quiet environment',
  'Your microphone and speaker are working',
  'Your internet connection is stable',
  'You have enough time to finish the interview',
];

export function StartInterviewDialog({ open, onStart }: { open: boolean; onStart: () => void }) {
  return (
    <AlertDialog open={open}>
      <AlertDialogContent title="Ready to start?" description="Before you begin, make sure that:">
        <ul className="flex flex-col gap-2 text-sm">
          {CHECKLIST.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CheckCircle2 className="size-4 text-success" aria-hidden="true" /> {item}
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogAction onClick={onStart}>Start Interview</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Said under the spec's question when an answer the server has not confirmed would be left behind (0086). */
export const UNSENT_ANSWER_WARNING =
  'Your last answer has not been confirmed as received: if you leave now, it may be lost. Cancel to send it again.';

/**
 * 'Are you sure?' before End interview, and before the header menu's Dashboard and Log out links. `unsentAnswer`:
 * an answer is kept and not on its way (SessionState.unsentAnswer); leaving would end the interview without it.
 */
export function LeaveDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLeave: () => void;
  unsentAnswer?: boolean;
}) {
  const question = 'You want to leave the interview? You will not be able to rejoin.';
  return (
    <AlertDialog open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialogContent
        title="Are you sure?"
        description={props.unsentAnswer ? `${question} ${UNSENT_ANSWER_WARNING}` : question}
      >
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className="bg-destructive hover:bg-destructive-hover" onClick={props.onLeave}>
            Leave
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function PermissionDialog(props: { open: boolean; onAllow: () => void; onDecline: () => void }) {
  return (
    <AlertDialog open={props.open}>
      <AlertDialogContent
        title="Allow microphone and speaker access"
        description="The interview needs your microphone to hear your answers and your speaker to play the interviewer. Allow access to continue."
      >
        <AlertDialogFooter>
          <AlertDialogCancel onClick={props.onDecline}>Leave</AlertDialogCancel>
          <AlertDialogAction onClick={props.onAllow}>Allow access</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const TAKE_OVER = {
  'multiple-sessions': {
    title: 'Multiple Sessions Detected',
    description:
      'This interview is already open in another tab or device. Revoke the other session to continue here.',
    action: 'Revoke Other Session',
  },
  revoked: {
    title: 'Interview continues in another tab',
    description:
      'This interview was taken over by another tab or device and continues there. You can go back to the dashboard, or take the interview back here (the other tab will be disconnected).',
    action: 'Continue Here',
  },
} as const;

/** The socket error dialogs of the spec's error catalogue, driven by the session machine's `dialog`. */
export function SessionErrorDialog(props: {
  dialog: SessionDialog | null;
  revoking: boolean;
  onRevoke: () => void;
  onBackToDashboard: () => void;
  onRetry: () => void;
  onRefresh: () => void;
  onReconnect: () => void;
  /** Connection Lost's way out while the server stays down: ends the interview without the socket. */
  onEndInterview: () => void;
}) {
  const d = props.dialog;
  if (!d) return null;
  if (d.kind === 'multiple-sessions' || d.kind === 'revoked') {
    // Close 4001 (revoked): another tab took the room. No 'Connection Lost' there: taking it back is an
    // explicit choice, like revoking the other session when this one was refused (decision 0621).
    const copy = TAKE_OVER[d.kind];
    return (
      <AlertDialog open>
        <AlertDialogContent title={copy.title} description={copy.description}>
          <AlertDialogFooter>
            <Button type="button" variant="outline" onClick={props.onBackToDashboard}>
              Back to Dashboard
            </Button>
            <Button type="button" loading={props.revoking} onClick={props.onRevoke}>
              {copy.action}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }
  if (d.kind === 'audio-processing') {
    return (
      <AlertDialog open>
        <AlertDialogContent
          title="Audio Processing Error"
          description="We could not process your response. It is your turn again: please answer once more."
        >
          <AlertDialogFooter>
            <AlertDialogAction onClick={props.onRetry}>Retry</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }
  if (d.kind === 'generation') {
    return (
      <AlertDialog open>
        <AlertDialogContent
          title="Generation Error"
          description="Something went wrong while generating the interviewer's response. Refresh the page to continue."
        >
          <p className="rounded-md bg-muted px-3 py-2 font-mono text-sm" data-testid="error-code">
            {d.code}
          </p>
          <AlertDialogFooter>
            <AlertDialogAction onClick={props.onRefresh}>Refresh Page</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }
  return (
    <AlertDialog open>
      <AlertDialogContent
        title="Connection Lost"
        description="The connection to the interview was interrupted. Reconnect to continue where you left off."
      >
        <AlertDialogFooter>
          {/* Reconnect stays the primary action; ending is the way out if the server stays down (0631). */}
          <Button type="button" variant="outline" onClick={props.onEndInterview}>
            End Interview
          </Button>
          <AlertDialogAction onClick={props.onReconnect}>Reconnect</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
