import { Button } from '@mockint/ui';

/**
 * The room's data could not be loaded. The interview may be live and the failure a passing one (a reload just
 * after a network blip meets the server still failing): Retry is the way back in, as on every failed load
 * (decision 0639); Back to Dashboard leaves.
 */
export function RoomLoadError({
  retrying,
  onRetry,
  onBack,
}: {
  retrying: boolean;
  onRetry: () => void;
  onBack: () => void;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">We could not load this interview</h1>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying || undefined}
        >
          Retry
        </Button>
        <Button type="button" onClick={onBack}>
          Back to Dashboard
        </Button>
      </div>
    </main>
  );
}
