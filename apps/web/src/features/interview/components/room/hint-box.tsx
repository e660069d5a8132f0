import { Lightbulb } from 'lucide-react';

export function HintBox({ hint }: { hint: string }) {
  return (
    <section
      aria-labelledby="hint-title"
      data-tour="hint"
      className="rounded-lg border border-primary/40 bg-primary/10 p-4 text-sm"
    >
      <h2 id="hint-title" className="mb-1 flex items-center gap-2 font-semibold">
        <Lightbulb className="size-4" aria-hidden="true" /> Smart Answer Suggestion
      </h2>
      <p className="whitespace-pre-line text-muted-foreground">
        {hint || 'A suggestion appears here when the interviewer asks a question.'}
      </p>
    </section>
  );
}
