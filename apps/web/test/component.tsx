// Component tests (decision 0767): a real component with the providers the app gives it (the app's query
// client, with its error toasts; a memory router; the toast region), and fixtures typed by the contract.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { expect, inject, vi } from 'vitest';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import type { Candidate, InterviewRoom } from '@mockint/api-contract';
import { ToasterHost } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { loadToasts } from '@/lib/toast';

/** Renders `ui` inside the app's providers; seed `client`'s cache with setQueryData to skip the network. */
export function renderInApp(
  ui: ReactNode,
  { client = createQueryClient(), route = '/' }: { client?: QueryClient; route?: string } = {},
) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <ToasterHost />
    </QueryClientProvider>,
  );
  return { client };
}

/**
 * For an afterEach: dismisses every toast and waits until none is left. sonner's toasts outlive the region (it
 * replays the active ones to the next), so none may reach the next test.
 */
export async function clearToasts(): Promise<void> {
  (await loadToasts()).dismiss();
  await settles(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0));
}

/** Where the router is (path and query), as the address bar would show it: for a test that follows navigation. */
export function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

/**
 * Renders `routes` in a data router at `route`, inside the app's providers, for a page that needs one (a leave
 * guard's `useBlocker`) or a test that follows where it navigates; returns the router too.
 */
export function renderRoutesInApp(
  routes: RouteObject[],
  { client = createQueryClient(), route = '/' }: { client?: QueryClient; route?: string } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ToasterHost />
    </QueryClientProvider>,
  );
  return { client, router };
}

/**
 * Waits until `check` passes: vi.waitFor with a hang limit written for the reference machine (5 s) and scaled by
 * this one's factor, which the config measured (its default, 1 s, is a limit tuned to a quiet machine).
 */
export function settles<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 5_000 * inject('machineFactor'), interval: 20 });
}

/** A JSON answer of the API, as the api client's fetch receives it. */
export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A signed-in candidate as the contract describes it: two credits on the free tier, no avatar image. */
export function candidateFixture(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 'c0a80101-0000-4000-8000-000000000001',
    fullName: 'Ada Lovelace',
    nickname: 'Ada',
    email: 'ada@example.org',
    avatar: null,
    candidateCredits: { credits: 2, tier: 'FREE_SIGNUP' },
    ...overrides,
  };
}

/** An interview session as the contract describes it (a finished job interview unless `overrides` say else). */
export function roomFixture(overrides: Partial<InterviewRoom> = {}): InterviewRoom {
  return {
    id: '3f1c9a52-7d4e-4b8a-9c0e-2a6b5d8e1f00',
    status: 'FINISHED',
    interviewType: 'JOB_INTERVIEW',
    interviewScenario: null,
    interviewExperienceLevel: { id: 'lvl-senior', label: 'Senior' },
    interviewJobRole: { id: 'role-fe', label: 'Frontend Engineer' },
    interviewLanguage: { id: 'lang-en', label: 'English' },
    interviewDuration: { id: 'dur-15', label: '15 minutes' },
    companyName: 'Acme Corp',
    countryName: 'United States',
    jobDescription: 'Build delightful web apps.',
    interviewer: { id: 'int-emma', agentId: 'agent-emma-en', nickname: 'Emma', fullName: 'Emma Clarke' },
    candidate: candidateFixture(),
    timeElapsed: 95,
    timeRemaining: 805,
    registeredAt: '2026-11-20T09:58:00Z',
    joinedAt: '2026-11-20T10:00:00Z',
    createdAt: '2026-11-20T09:58:00Z',
    salaryPaymentPeriod: null,
    salaryExpectation: null,
    salaryFinalOffer: null,
    interviewSalaryCurrency: null,
    hasResume: false,
    chats: [],
    firstChat: null,
    lastChat: null,
    ...overrides,
  };
}
