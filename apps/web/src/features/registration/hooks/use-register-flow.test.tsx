import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { useRegisterFlow } from './use-register-flow';

describe('useRegisterFlow', () => {
  it("says 'Candidate id is not available' and sends nothing when there is no candidate to register for", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const fetch = vi.spyOn(globalThis, 'fetch');
    const onLeave = vi.fn();
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useRegisterFlow(() => undefined, onLeave), { wrapper });
    await act(() => result.current.register(null, null));
    expect(error).toHaveBeenCalledWith('Candidate id is not available');
    expect(fetch).not.toHaveBeenCalled();
    expect(onLeave).not.toHaveBeenCalled();
  });
});
