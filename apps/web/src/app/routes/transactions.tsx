import { TransactionsPage } from '@/features/transactions/components/transactions-table';

export function Component() {
  return <TransactionsPage />;
}
