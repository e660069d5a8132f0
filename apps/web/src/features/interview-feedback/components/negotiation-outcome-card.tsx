import type { InterviewRoom } from '@mockint/api-contract';
import { Card, CardContent, CardHeader, CardTitle } from '@mockint/ui';
import { negotiationOutcome } from '../utils/negotiation-outcome';

/** The final figures of a salary negotiation (decision 0670); renders nothing for a job interview. */
export function NegotiationOutcomeCard({ room }: { room: InterviewRoom }) {
  const outcome = negotiationOutcome(room);
  if (!outcome) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Negotiation Outcome</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Your expectation</dt>
            <dd className="text-lg font-semibold tabular-nums">{outcome.expectation}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Final offer</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="negotiation-final-offer">
              {outcome.finalOffer}
            </dd>
          </div>
        </dl>
        {outcome.comparison ? <p className="text-muted-foreground">{outcome.comparison}</p> : null}
      </CardContent>
    </Card>
  );
}
