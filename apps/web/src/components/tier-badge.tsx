import { Badge } from '@mockint/ui';
import { useCandidate } from '@/hooks/use-candidate';
import { tierLabel } from '@/lib/format';

/** Plan tier, title-cased with underscores as spaces (FREE_SIGNUP → Free Signup). */
export function TierBadge() {
  const { candidate, tier } = useCandidate();
  if (!candidate) return null;
  return (
    <Badge variant="default" title="Plan tier" className="px-2 sm:px-2.5">
      <span className="sr-only">Plan: </span>
      {tierLabel(tier)}
    </Badge>
  );
}
