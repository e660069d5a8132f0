import { Coins } from 'lucide-react';
import { Badge, Skeleton } from '@mockint/ui';
import { useCandidate } from '@/hooks/use-candidate';
import { creditsText, pluralize } from '@/lib/format';

export function CreditsBadge() {
  const { candidate, credits, isLoading } = useCandidate();
  if (isLoading) return <Skeleton className="h-6 w-20 rounded-full" />;
  if (!candidate) return null;
  return (
    <Badge variant="secondary" title="Interview credits">
      <Coins className="size-3.5" aria-hidden="true" />
      <span>
        {/* The Balance card's wording ('No Credits', '1 Credit', '3 Credits'): one way to say it everywhere. */}
        {creditsText(credits)}
        {/* On phones the coin icon stands for the word; screen readers always hear it. */}
        <span className="sr-only sm:not-sr-only"> {pluralize(credits, 'Credit')}</span>
      </span>
    </Badge>
  );
}
