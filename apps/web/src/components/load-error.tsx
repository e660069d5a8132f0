import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button, cn } from '@mockint/ui';

/**
 * Where a list or figure would be when its fetch failed: says so and offers Retry, so a failure never looks
 * like "nothing there" ('0 Interviews', 'No Previous Interviews Found'). Not a live region: the failure toast
 * already announces it.
 */
export function LoadError({
  message,
  onRetry,
  retrying,
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  return (
    <div
      data-testid="load-error"
      className={cn('flex flex-col items-center gap-3 py-4 text-center text-sm', className)}
    >
      <p className="flex items-center gap-2 text-destructive-soft">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
