import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROCESSING_MESSAGE, PROCESSING_TOAST_ID } from '@/lib/toast';
import { ProcessingToast } from './processing-toast';

const toast = vi.hoisted(() => ({ loading: vi.fn(), dismiss: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

function Query({ ms, silent = false }: { ms: number; silent?: boolean }) {
  useQuery({
    queryKey: ['q', ms, silent],
    queryFn: () => new Promise((resolve) => setTimeout(() => resolve(1), ms)),
    meta: { silent },
  });
  return null;
}

function renderWith(children: React.ReactNode) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <ProcessingToast />
      {children}
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('ProcessingToast', () => {
  it('shows one loading toast for a slow call and removes it when the call ends', async () => {
    renderWith(<Query ms={1000} />);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(toast.loading).toHaveBeenCalledTimes(1);
    expect(toast.loading).toHaveBeenCalledWith(PROCESSING_MESSAGE, {
      id: PROCESSING_TOAST_ID,
      duration: Infinity,
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(toast.dismiss).toHaveBeenLastCalledWith(PROCESSING_TOAST_ID);
  });

  it('never flashes for a call faster than the delay', async () => {
    renderWith(<Query ms={50} />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(toast.loading).not.toHaveBeenCalled();
  });

  it('ignores silent background calls', async () => {
    renderWith(<Query ms={1000} silent />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(toast.loading).not.toHaveBeenCalled();
  });
});
