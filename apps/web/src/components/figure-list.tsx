import { clsx } from 'clsx';
import { Fragment, type ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  /** For e2e: the value's data-testid. */
  testId?: string;
}

const styles = {
  /** A compact row (the room's negotiation panel), optionally with a separator between the figures. */
  inline: {
    list: 'flex flex-wrap items-center gap-x-3 gap-y-1',
    label: 'text-xs text-muted-foreground',
    value: 'font-medium tabular-nums',
  },
  /** Large figures in a grid (the report's cards). */
  grid: {
    list: 'grid gap-3 sm:grid-cols-2',
    label: 'text-muted-foreground',
    value: 'text-lg font-semibold tabular-nums',
  },
} as const;

/** Labelled figures as a description list (label, then value), so assistive tech reads them as pairs. */
export function FigureList({
  figures,
  variant,
  separator,
  className,
}: {
  figures: readonly Figure[];
  variant: keyof typeof styles;
  separator?: ReactNode;
  className?: string;
}) {
  const style = styles[variant];
  return (
    <dl className={clsx(style.list, className)}>
      {figures.map((figure, index) => (
        <Fragment key={figure.label}>
          {index > 0 ? separator : null}
          <div>
            <dt className={style.label}>{figure.label}</dt>
            <dd className={style.value} data-testid={figure.testId}>
              {figure.value}
            </dd>
          </div>
        </Fragment>
      ))}
    </dl>
  );
}
