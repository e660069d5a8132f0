import { Coins } from 'lucide-react';
import { Badge, Skeleton } from '@mockint/ui';
import { useCandidate } from '@/hooks/use-candidate';

export function CreditsBadge() {
  const { candidate, credits, isLoading } = useCandidate();
  if (isLoading) return <Skeleton className="h-6 w-20 rounded-full" />;
  if (!candidate) return null;
  return (
    <Badge variant="secondary" title="Interview credits">
      <Coins className="size-3.5" aria-hidden="true" />
      <span>
        {credits}
        {/* On phones the coin icon stands for the word; screen readers always hear it. */}
        <span className="sr-only sm:not-sr-only"> {credits === 1 ? 'Credit' : 'Credits'}</span>
      </span>
    </Badge>
  );
}
