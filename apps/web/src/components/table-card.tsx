import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button, CardDescription, CardHeader, CardTitle, cn, TableCell, TableRow } from '@mockint/ui';

/**
 * Header of a card that holds a data table: title and description left, actions (e.g. Refresh) right.
 * `wrap` lets several actions drop below the title on narrow screens instead of squeezing it.
 */
export function TableCardHeader({
  title,
  description,
  wrap = false,
  children,
}: {
  title: string;
  description: string;
  wrap?: boolean;
  children?: ReactNode;
}) {
  return (
    <CardHeader className={cn('flex-row items-center justify-between gap-3', wrap && 'flex-wrap')}>
      <div className="flex flex-col gap-1.5">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
      {children}
    </CardHeader>
  );
}

/** Refresh button whose icon spins while the list refetches; disabled meanwhile so clicks don't stack. */
export function RefreshButton({
  label,
  refreshing,
  onRefresh,
}: {
  label: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing} aria-label={label}>
      <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
      Refresh
    </Button>
  );
}

/** The single full-width row a table shows when it has no data. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className="py-10 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}
