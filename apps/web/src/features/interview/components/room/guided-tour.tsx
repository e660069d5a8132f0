import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@mockint/ui';

export const TOUR_STEPS = [
  {
    target: 'interviewer',
    title: 'Your interviewer',
    body: 'The AI interviewer speaks its questions here. Captions appear below.',
  },
  { target: 'candidate', title: 'You', body: 'Your tile shows your microphone level while you answer.' },
  {
    target: 'hint',
    title: 'Smart Answer Suggestion',
    body: 'Get an AI hint for the current question. Turn it off in the controls.',
  },
  {
    target: 'response',
    title: 'Start Response',
    body: 'When it is your turn, press Start Speaking (or Space) to record your answer.',
  },
  {
    target: 'response',
    title: 'End Response',
    body: 'Press End Response (or Space) when you are done. Answers stop automatically after 2 minutes.',
  },
  {
    target: 'controls',
    title: 'Controls',
    body: 'Toggle the live transcript, suggestions and captions, or end the interview.',
  },
] as const;

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab / Shift+Tab inside `container` (a modal must not let focus reach the room behind it). */
export function trapTab(e: KeyboardEvent, container: HTMLElement | null) {
  if (e.key !== 'Tab' || !container) return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (e.shiftKey && (active === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * First-time tour (spec): six steps, each highlighting a real part of the room; Skip, Finish or Escape
 * calls onDone; focus stays inside the tour while it is open.
 */
export function GuidedTour({ open, onDone }: { open: boolean; onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const dialogRef = useRef<HTMLDivElement>(null);
  const step = TOUR_STEPS[index] ?? TOUR_STEPS[0];
  const [rect, setRect] = useState<DOMRect | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const el = document.querySelector(`[data-tour="${step.target}"]`);
    setRect(el ? el.getBoundingClientRect() : null);
  }, [open, step.target]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onDone();
      else trapTab(e, dialogRef.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onDone]);

  if (!open) return null;
  const last = index === TOUR_STEPS.length - 1;
  return (
    <div className="fixed inset-0 z-40" role="presentation">
      <div className="absolute inset-0 bg-black/60" aria-hidden="true" />
      {rect ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute rounded-xl ring-4 ring-primary"
          style={{ left: rect.left - 6, top: rect.top - 6, width: rect.width + 12, height: rect.height + 12 }}
        />
      ) : null}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tour-title"
        aria-describedby="tour-body"
        className="absolute bottom-8 left-1/2 w-[min(28rem,calc(100%-2rem))] -translate-x-1/2 rounded-lg border border-border bg-popover p-5 shadow-xl"
      >
        <p className="text-xs text-muted-foreground">
          Step {index + 1} of {TOUR_STEPS.length}
        </p>
        <h2 id="tour-title" className="text-lg font-semibold">
          {step.title}
        </h2>
        <p id="tour-body" className="mt-1 text-sm text-muted-foreground">
          {step.body}
        </p>
        <div className="mt-4 flex justify-between gap-2">
          <Button type="button" variant="ghost" onClick={onDone}>
            Skip
          </Button>
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={index === 0}
              onClick={() => setIndex((i) => i - 1)}
            >
              Back
            </Button>
            <Button type="button" autoFocus onClick={() => (last ? onDone() : setIndex((i) => i + 1))}>
              {last ? 'Finish' : 'Next'}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
