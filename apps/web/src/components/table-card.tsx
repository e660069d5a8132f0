import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import {
  Button,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  TableBody,
  TableCell,
  TableRow,
} from '@mockint/ui';
import { LoadError } from './load-error';

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

/** The parts of a TanStack query result a table body reads. */
export interface TableQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: unknown;
  refetch: () => unknown;
}

/**
 * A data table's body in its four states: skeleton rows during the first load; the failure with Retry, only
 * when there is nothing to show (a failed refresh keeps the rows); the empty message; or the rows.
 */
export function TableBodyStates<T>({
  query,
  items,
  colSpan,
  skeleton,
  errorMessage,
  emptyMessage,
  renderRow,
}: {
  query: TableQuery;
  items: readonly T[];
  colSpan: number;
  skeleton: ReactNode;
  errorMessage: string;
  emptyMessage: string;
  /** Returns the keyed row of one item. */
  renderRow: (item: T) => ReactNode;
}) {
  return (
    <TableBody>
      {query.isPending ? (
        skeleton
      ) : query.isError && !query.data ? (
        <EmptyTableRow colSpan={colSpan}>
          <LoadError
            message={errorMessage}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </EmptyTableRow>
      ) : items.length === 0 ? (
        <EmptyTableRow colSpan={colSpan}>{emptyMessage}</EmptyTableRow>
      ) : (
        items.map(renderRow)
      )}
    </TableBody>
  );
}

/**
 * The card-list twin of TableBodyStates, for phones (decision 0536): the same four states (skeleton cards,
 * failure with Retry, empty text, the items) in a list, so no table scrolls sideways on a small screen.
 */
export function CardListStates<T>({
  query,
  items,
  label,
  skeleton,
  errorMessage,
  emptyMessage,
  renderItem,
}: {
  query: TableQuery;
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  skeleton: ReactNode;
  errorMessage: string;
  emptyMessage: string;
  /** Returns the keyed <li> of one item. */
  renderItem: (item: T) => ReactNode;
}) {
  if (query.isPending) return <div aria-hidden="true">{skeleton}</div>;
  if (query.isError && !query.data)
    return (
      <LoadError message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  if (items.length === 0) return <p className="py-10 text-center text-muted-foreground">{emptyMessage}</p>;
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {items.map(renderItem)}
    </ul>
  );
}

/** One label/value line of a card in a card list. */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-3 text-sm">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-right">{children}</dd>
    </div>
  );
}
