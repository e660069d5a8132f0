import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button, CardDescription, CardHeader, CardTitle, TableCell, TableRow } from '@mockint/ui';

/** Header of a card that holds a data table: title and description left, actions (e.g. Refresh) right. */
export function TableCardHeader({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <CardHeader className="flex-row items-center justify-between gap-3">
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
