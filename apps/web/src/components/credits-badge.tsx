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
        {credits} {credits === 1 ? 'Credit' : 'Credits'}
      </span>
    </Badge>
  );
}
