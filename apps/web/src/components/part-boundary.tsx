import { Component, type ReactNode } from 'react';
import { buttonVariants } from '@mockint/ui';
import { isChunkLoadError } from './page-error';

/** What a part of a page says when its code failed to load or it failed to render (decision 0658). */
export function partFailedMessage(what: string): string {
  return `${what} could not load.`;
}

interface PartBoundaryProps {
  /** The part, as the candidate names it: 'The live coach', 'Edit name', 'The feedback form'. */
  what: string;
  /** Fetches the part's code again (an on-demand module's `preload`); Try again renders the part after it. */
  retry?: () => Promise<void>;
  /** For a dialog: closes it (Close in the message). */
  onDismiss?: () => void;
  /** A dialog's message floats above the page instead of taking the part's place. */
  floating?: boolean;
  /** For a dialog: whether it is open. A closed dialog's message goes; opening it again tries again. */
  open?: boolean;
  children: ReactNode;
}

interface PartBoundaryState {
  error: unknown;
  attempt: number;
  retrying: boolean;
  wasOpen: boolean | undefined;
}

/**
 * A local error boundary for a part of a page that loads on demand (decision 0658): its failure shows a
 * message with Try again in its place, and the page around it (a live interview, its recording) keeps
 * running. Without it the route's boundary replaced the whole page.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { error: null, attempt: 0, retrying: false, wasOpen: this.props.open };

  static getDerivedStateFromError(error: unknown): Partial<PartBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: PartBoundaryProps, state: PartBoundaryState) {
    if (props.open === state.wasOpen) return null;
    const reopened = props.open === true && state.error !== null;
    return { wasOpen: props.open, ...(reopened ? { error: null, attempt: state.attempt + 1 } : {}) };
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) console.error(error);
  }

  private readonly tryAgain = async () => {
    this.setState({ retrying: true });
    await this.props.retry?.();
    // A new key mounts the part afresh: an on-demand module that has arrived now renders without suspending.
    this.setState((s) => ({ error: null, attempt: s.attempt + 1, retrying: false }));
  };

  override render() {
    const { what, onDismiss, floating, open, children } = this.props;
    if (this.state.error === null) return <PartKey key={this.state.attempt}>{children}</PartKey>;
    if (open === false) return null;
    return (
      <div
        role="alert"
        className={
          floating
            ? 'fixed left-1/2 top-20 z-50 flex -translate-x-1/2 items-center gap-3 rounded-lg border bg-background p-4 shadow-lg'
            : 'flex items-center gap-3 rounded-lg border p-4'
        }
      >
        <p className="text-sm">{partFailedMessage(what)}</p>
        <button
          type="button"
          className={buttonVariants({ size: 'sm' })}
          disabled={this.state.retrying}
          onClick={() => void this.tryAgain()}
        >
          Try again
        </button>
        {onDismiss ? (
          <button
            type="button"
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
            onClick={onDismiss}
          >
            Close
          </button>
        ) : null}
      </div>
    );
  }
}

function PartKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
