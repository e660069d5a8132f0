import { Badge } from '@mockint/ui';
import { useCandidate } from '@/hooks/use-candidate';
import { tierLabel } from '@/lib/format';

/** Plan tier, title-cased with underscores as spaces (FREE_SIGNUP → Free Signup). */
export function TierBadge() {
  const { candidate, tier } = useCandidate();
  if (!candidate) return null;
  return (
    <Badge variant="default" title="Plan tier">
      <span className="sr-only">Plan: </span>
      {tierLabel(tier)}
    </Badge>
  );
}
