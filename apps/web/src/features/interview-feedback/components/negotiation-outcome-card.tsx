import type { InterviewRoom } from '@mockint/api-contract';
import { Card, CardContent, CardHeader, CardTitle } from '@mockint/ui';
import { FigureList } from '@/components/figure-list';
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
        <FigureList
          variant="grid"
          figures={[
            { label: 'Your expectation', value: outcome.expectation },
            { label: 'Final offer', value: outcome.finalOffer, testId: 'negotiation-final-offer' },
          ]}
        />
        {outcome.comparison ? <p className="text-muted-foreground">{outcome.comparison}</p> : null}
      </CardContent>
    </Card>
  );
}
