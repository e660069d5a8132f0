import { Badge } from '@mockint/ui';
import { sessionStatusLabel, sessionStatusTone, titleCase } from '@/lib/format';

const variantByTone = {
  info: 'default',
  warning: 'warning',
  success: 'success',
  neutral: 'outline',
} as const;

/** REGISTERED / ONGOING / FINISHED badge; anything else shows 'Unknown' (spec). */
export function SessionStatusBadge({ status }: { status: string | null | undefined }) {
  const label = sessionStatusLabel(status);
  return (
    <Badge variant={variantByTone[sessionStatusTone(status)]} data-status={label}>
      {label === 'Unknown' ? label : titleCase(label)}
    </Badge>
  );
}
