import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import type { Candidate } from '@mockint/api-contract';
import { NO_CREDITS_MESSAGE, hasCredits, useCreditGate } from './use-credit-gate';

const withCredits = (credits: number | null): Pick<Candidate, 'candidateCredits'> => ({
  candidateCredits: credits === null ? null : { credits, tier: 'FREE_SIGNUP' },
});

function Gate({
  fresh = true,
  ...props
}: Omit<Parameters<typeof useCreditGate>[0], 'fresh'> & { fresh?: boolean }) {
  const { startIfCredits, checking } = useCreditGate({ ...props, fresh });
  return (
    <button
      type="button"
      aria-busy={checking}
      onClick={() => startIfCredits(() => window.dispatchEvent(new Event('started')))}
    >
      Practice
    </button>
  );
}

function renderAt(element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/app/dashboard']}>
      <Routes>
        <Route path="/app/dashboard" element={element} />
        <Route path="/app/pricing" element={<p>Pricing page</p>} />
        <Route path="/app/subscriptions" element={<p>Subscriptions page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('hasCredits', () => {
  it('needs credits above zero', () => {
    expect(hasCredits(withCredits(1))).toBe(true);
    expect(hasCredits(withCredits(0))).toBe(false);
    expect(hasCredits(withCredits(-2))).toBe(false);
    expect(hasCredits(withCredits(null))).toBe(false);
    expect(hasCredits(null)).toBe(false);
  });
});

describe('useCreditGate', () => {
  it('lets a candidate with credits through', async () => {
    const started = vi.fn();
    window.addEventListener('started', started);
    const spy = vi.spyOn(toast, 'error');
    renderAt(<Gate candidate={withCredits(2)} pricingPath="/app/pricing" />);
    await userEvent.click(screen.getByRole('button', { name: 'Practice' }));
    expect(started).toHaveBeenCalledTimes(1);
    expect(spy).not.toHaveBeenCalled();
    window.removeEventListener('started', started);
  });

  it('toasts and redirects to the given pricing page without credits', async () => {
    const spy = vi.spyOn(toast, 'error');
    renderAt(<Gate candidate={withCredits(0)} pricingPath="/app/pricing" />);
    await userEvent.click(screen.getByRole('button', { name: 'Practice' }));
    expect(spy).toHaveBeenCalledWith(NO_CREDITS_MESSAGE, { id: 'no-credits' });
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
  });

  it('checks on mount once the candidate is known', async () => {
    renderAt(<Gate candidate={withCredits(null)} pricingPath="/app/subscriptions" checkOnMount />);
    expect(await screen.findByText('Subscriptions page')).toBeInTheDocument();
  });

  it('waits while the candidate is still loading', () => {
    renderAt(<Gate candidate={undefined} fresh={false} pricingPath="/app/subscriptions" checkOnMount />);
    expect(screen.getByRole('button', { name: 'Practice' })).toBeInTheDocument();
  });

  it('never bounces on a stale cached 0: it waits for the fresh profile, busy meanwhile', async () => {
    const started = vi.fn();
    window.addEventListener('started', started);
    const spy = vi.spyOn(toast, 'error');
    const { rerender } = renderAt(
      <Gate candidate={withCredits(0)} fresh={false} pricingPath="/app/pricing" checkOnMount />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Practice' }));
    expect(screen.getByRole('button', { name: 'Practice' })).toHaveAttribute('aria-busy', 'true');
    expect(spy).not.toHaveBeenCalled();
    expect(started).not.toHaveBeenCalled();
    // The fresh profile arrives: the user has just bought credits.
    rerender(
      <MemoryRouter initialEntries={['/app/dashboard']}>
        <Routes>
          <Route
            path="/app/dashboard"
            element={<Gate candidate={withCredits(5)} fresh pricingPath="/app/pricing" checkOnMount />}
          />
          <Route path="/app/pricing" element={<p>Pricing page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Practice' })).toHaveAttribute('aria-busy', 'false');
    window.removeEventListener('started', started);
  });

  it('a pending click still redirects when the fresh profile has no credits', async () => {
    const spy = vi.spyOn(toast, 'error');
    const { rerender } = renderAt(
      <Gate candidate={withCredits(3)} fresh={false} pricingPath="/app/pricing" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Practice' }));
    expect(spy).not.toHaveBeenCalled();
    rerender(
      <MemoryRouter initialEntries={['/app/dashboard']}>
        <Routes>
          <Route
            path="/app/dashboard"
            element={<Gate candidate={withCredits(0)} fresh pricingPath="/app/pricing" />}
          />
          <Route path="/app/pricing" element={<p>Pricing page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(NO_CREDITS_MESSAGE, { id: 'no-credits' });
  });
});
