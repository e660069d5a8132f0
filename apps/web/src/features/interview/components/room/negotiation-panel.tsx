import type { Analytics } from '@mockint/api-contract/socket';
import { ArrowRight, HandCoins } from 'lucide-react';
import { FigureList } from '@/components/figure-list';
import { negotiationView, type NegotiationRoomFacts } from '../../utils/negotiation';

/**
 * Live salary-negotiation analytics (salary negotiations only): initial → current offer and three meters,
 * redrawn on each `analytics_response`. A polite live region reads the new figures once per message, so a
 * screen-reader user hears them after the interviewer, not over them.
 */
export function NegotiationPanel({
  analytics,
  room,
}: {
  analytics: Analytics | null;
  room: NegotiationRoomFacts;
}) {
  const view = negotiationView(analytics, room);
  return (
    <section
      aria-labelledby="negotiation-title"
      className="rounded-lg border border-border bg-card p-4 text-sm"
    >
      <h2 id="negotiation-title" className="mb-2 flex items-center gap-2 font-semibold">
        <HandCoins className="size-4" aria-hidden="true" /> Negotiation
      </h2>
      <FigureList
        variant="inline"
        className="mb-3"
        separator={<ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />}
        figures={[
          { label: 'Initial offer', value: view.initialOffer, testId: 'negotiation-initial-offer' },
          { label: 'Current offer', value: view.currentOffer, testId: 'negotiation-current-offer' },
        ]}
      />
      <ul className="grid gap-2 sm:grid-cols-3">
        {view.scores.map((s) => (
          <li key={s.key} className="flex flex-col gap-1">
            <div className="flex justify-between text-xs">
              <span id={`negotiation-${s.key}`}>{s.label}</span>
              <span className="tabular-nums text-muted-foreground">
                {s.value === null ? '-' : `${s.value}/100`}
              </span>
            </div>
            <div
              role="meter"
              aria-labelledby={`negotiation-${s.key}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={s.value ?? 0}
              aria-valuetext={s.value === null ? 'Not known yet' : `${s.value} out of 100`}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${s.value ?? 0}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {view.announcement}
      </p>
    </section>
  );
}
