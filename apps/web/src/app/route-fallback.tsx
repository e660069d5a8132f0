import { Spinner } from '@mockint/ui';

/** Shown while the first route's code and loader resolve. */
export function RouteFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" label="Loading" className="text-primary-soft" />
    </div>
  );
}
