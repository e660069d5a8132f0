import { clsx as cn } from 'clsx';
import { env } from '@/config/env';

/** Brand mark; decorative unless `withName`, in which case the name is the accessible text. */
export function Logo({ withName = false, className }: { withName?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path
          d="M9 22V10l7 7 7-7v12"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {withName ? <span>{env.appName}</span> : null}
    </span>
  );
}
