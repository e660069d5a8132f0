import { Spinner } from '@mockint/ui';

export interface PageSpinnerProps {
  title: string;
  description: string;
}

/** Full-screen wait state with a title and explanation (sign-in start, callback, logout). */
export function PageSpinner({ title, description }: PageSpinnerProps) {
  return (
    <main
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
      aria-busy="true"
    >
      <Spinner size="lg" className="text-primary-soft" />
      <div role="status" className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
    </main>
  );
}
