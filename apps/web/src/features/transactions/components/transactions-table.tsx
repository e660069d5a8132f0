import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  Skeleton,
  Table,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@mockint/ui';
import type { Transaction } from '@mockint/api-contract';
import {
  CardField,
  CardListStates,
  RefreshButton,
  TableBodyStates,
  TableCardHeader,
} from '@/components/table-card';
import { useNarrowScreen } from '@/hooks/use-narrow-screen';
import { formatCurrency, formatDateTime, orderStatusLabel, transactionTypeLabel } from '@/lib/format';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from '../api/get-transactions';

const statusVariant: Record<string, 'success' | 'warning' | 'destructive' | 'outline' | 'secondary'> = {
  paid: 'success',
  pending: 'warning',
  failed: 'destructive',
  fraudulent: 'destructive',
  refunded: 'secondary',
  partial_refund: 'secondary',
};

const creditsOf = (t: Transaction) => (t.creditsAdded > 0 ? `+${t.creditsAdded}` : String(t.creditsAdded));

/** A transaction as a card (phones): the table's seven columns as labelled lines. */
function TransactionCard({ t }: { t: Transaction }) {
  return (
    <li data-testid="transaction-card" className="rounded-lg border border-border p-4">
      <dl className="flex flex-col gap-1.5">
        <CardField label="Order Ref #">
          <span className="font-mono text-xs">{t.orderId || '-'}</span>
        </CardField>
        <CardField label="Type">{transactionTypeLabel(t.transactionType)}</CardField>
        <CardField label="Plan">{t.plan?.title || '-'}</CardField>
        <CardField label="Price">{formatCurrency(t.amount, t.currency, t.locale)}</CardField>
        <CardField label="Credits">{creditsOf(t)}</CardField>
        <CardField label="Order Status">
          <Badge variant={statusVariant[t.orderStatus] ?? 'outline'}>{orderStatusLabel(t.orderStatus)}</Badge>
        </CardField>
        <CardField label="Date">
          <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
        </CardField>
      </dl>
    </li>
  );
}

function Row({ t }: { t: Transaction }) {
  const credits = creditsOf(t);
  return (
    <TableRow>
      <TableCell className="font-mono text-xs">{t.orderId || '-'}</TableCell>
      <TableCell>{transactionTypeLabel(t.transactionType)}</TableCell>
      <TableCell>{t.plan?.title || '-'}</TableCell>
      <TableCell className="tabular-nums">{formatCurrency(t.amount, t.currency, t.locale)}</TableCell>
      <TableCell className="tabular-nums">{credits}</TableCell>
      <TableCell>
        <Badge variant={statusVariant[t.orderStatus] ?? 'outline'}>{orderStatusLabel(t.orderStatus)}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
      </TableCell>
    </TableRow>
  );
}

function SkeletonRows() {
  return Array.from({ length: TRANSACTIONS_PAGE_SIZE }, (_, i) => (
    <TableRow key={i} aria-hidden="true">
      {[28, 20, 24, 16, 10, 18, 32].map((w, j) => (
        <TableCell key={j}>
          <Skeleton className="h-4" style={{ width: `${w * 4}px` }} />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** The zero-based page from `?page=` (as the sessions list): reload and Back keep it. */
const pageFrom = (params: URLSearchParams): number =>
  Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);

export function TransactionsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const setPage = (next: number) => setParams(next > 0 ? { page: String(next) } : {});
  const narrow = useNarrowScreen();
  const queryClient = useQueryClient();
  const query = useTransactions(page);
  const { data, isPending, isFetching, isPlaceholderData } = query;
  const rows = data?.content ?? [];
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  const current = Math.min(page, totalPages - 1);
  // The list can shrink between refreshes: step back to the last page that still exists.
  useEffect(() => {
    if (data && !isPlaceholderData && page > current)
      setParams(current > 0 ? { page: String(current) } : {}, { replace: true });
  }, [data, isPlaceholderData, page, current, setParams]);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Transactions</h1>
      <Card>
        <TableCardHeader
          title="Transaction History"
          description="Purchases, bonuses and adjustments of your interview credits."
        >
          <RefreshButton
            label="Refresh transactions"
            refreshing={isFetching}
            onRefresh={() => void queryClient.invalidateQueries({ queryKey: ['candidate', 'transactions'] })}
          />
        </TableCardHeader>
        <CardContent>
          {narrow ? (
            <CardListStates
              query={query}
              items={rows}
              label="Transactions"
              skeleton={<Skeleton className="h-48 w-full" />}
              errorMessage="Your transactions could not be loaded."
              emptyMessage="No transactions data available"
              renderItem={(t) => <TransactionCard key={t.id} t={t} />}
            />
          ) : (
            <Table aria-busy={isPending || isPlaceholderData || undefined}>
              <TableHeader>
                <TableRow>
                  <TableHead>Order Ref #</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead>Plan</TableHead>
                  <TableHead>Price</TableHead>
                  <TableHead>Credits</TableHead>
                  <TableHead>Order Status</TableHead>
                  <TableHead>Date</TableHead>
                </TableRow>
              </TableHeader>
              <TableBodyStates
                query={query}
                items={rows}
                colSpan={7}
                skeleton={<SkeletonRows />}
                errorMessage="Your transactions could not be loaded."
                emptyMessage="No transactions data available"
                renderRow={(t) => <Row key={t.id} t={t} />}
              />
            </Table>
          )}
          {data && data.totalElements > 0 ? (
            <nav
              aria-label="Transactions pages"
              className="mt-4 flex items-center justify-between gap-3 text-sm"
            >
              <span className="text-muted-foreground" aria-live="polite">
                Page {current + 1} of {totalPages}
              </span>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={current === 0 || isFetching}
                  onClick={() => setPage(current - 1)}
                >
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={current >= totalPages - 1 || isFetching}
                  onClick={() => setPage(current + 1)}
                >
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </nav>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
