import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@mockint/ui';

export function TypingDots({ label }: { label: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex items-center gap-1">
      {[0, 1, 2].map((i) => (
        <span
          key={i}
          aria-hidden="true"
          className="size-1.5 animate-bounce rounded-full bg-muted-foreground"
          style={{ animationDelay: `${i * 150}ms` }}
        />
      ))}
    </span>
  );
}

/** Live captions: model text clamped to 3 lines with Read More / Show Less (spec). */
export function Captions({
  text,
  userSpeaking,
  processing,
}: {
  text: string;
  userSpeaking: boolean;
  processing: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    setExpanded(false);
  }, [text]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setOverflowing(el.scrollHeight > el.clientHeight + 1 || expanded);
  }, [text, expanded]);

  let body: React.ReactNode;
  if (userSpeaking) body = <p className="italic text-muted-foreground">You are speaking...</p>;
  else if (processing) body = <TypingDots label="Processing" />;
  else if (text)
    body = (
      <div className="flex flex-col items-start gap-1">
        <p ref={ref} className={expanded ? '' : 'line-clamp-3'}>
          {text}
        </p>
        {overflowing ? (
          <Button
            type="button"
            variant="link"
            size="sm"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Show Less' : 'Read More'}
          </Button>
        ) : null}
      </div>
    );
  else return null;

  return (
    <section
      aria-label="Captions"
      aria-live="polite"
      className="rounded-lg bg-black/60 px-4 py-3 text-sm"
      data-testid="captions"
    >
      {body}
    </section>
  );
}
