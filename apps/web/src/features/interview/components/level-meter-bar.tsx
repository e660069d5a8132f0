import { cn } from '@mockint/ui';

/** Live microphone level (0..1) as a bar; exposed as a meter to assistive tech. */
export function LevelMeterBar({
  level,
  label,
  className,
}: {
  level: number;
  label: string;
  className?: string;
}) {
  const percent = Math.round(Math.min(1, level * 4) * 100);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full bg-success transition-[width] duration-75" style={{ width: `${percent}%` }} />
    </div>
  );
}
