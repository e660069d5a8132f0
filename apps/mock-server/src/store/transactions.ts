// routes/candidate-transactions: the credit history.
import { paginate, type Page, type PageQuery } from './paging.ts';
import type { TransactionRecord } from './types.ts';
import type { StoreState } from './state.ts';

export function listTransactions(
  state: StoreState,
  candidateId: string,
  query: PageQuery,
): Page<TransactionRecord> {
  return paginate(
    state.transactions.filter((t) => t.candidateId === candidateId),
    query,
    {
      createdAt: (t) => t.createdAt,
      amount: (t) => t.amount,
      orderStatus: (t) => t.orderStatus,
      transactionType: (t) => t.transactionType,
      creditsAdded: (t) => t.creditsAdded,
    },
    'createdAt,desc',
  );
}
