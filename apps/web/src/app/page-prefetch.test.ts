import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { interviewRoomQueryKey } from '@/api/get-interview-room';
import { interviewSetupQueryKey } from '@/features/registration/api/get-interview-setup';
import { interviewTemplateQueryKey } from '@/features/registration/api/get-interview-template';
import { queryClient } from '@/lib/query-client';
import { pages, type Page } from '@/config/pages';
import { prefetchByPath, prefetchPage } from './page-prefetch';
import { pageModules, pageRequests } from './route-table';

const started = (key: readonly unknown[]) => queryClient.getQueryState(key) !== undefined;

afterEach(() => queryClient.clear());

describe("a first visit's data requests", () => {
  it('the wizard asks for the option lists and the template in the URL', () => {
    prefetchPage(['data', 'focus', 'registerJobInterview'], new URLSearchParams('interviewTemplateId=t-1'));
    expect(started(interviewSetupQueryKey)).toBe(true);
    expect(started(interviewTemplateQueryKey('t-1'))).toBe(true);
  });

  it('the join and room pages ask for the room in ?session=, and nothing without one', () => {
    prefetchPage(['data', 'interviewRoom'], new URLSearchParams('session=r-1'));
    expect(started(interviewRoomQueryKey('r-1'))).toBe(true);
    queryClient.clear();
    prefetchPage(['data', 'interviewJoin'], new URLSearchParams(''));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('a page without data of its own starts nothing', () => {
    prefetchPage(['data', 'shell', 'pricing'], new URLSearchParams(''));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe("the preloader's early requests (decision 0545)", () => {
  it("are exactly what each page's own prefetch asks for, so the app takes their answers", async () => {
    expect(Object.keys(pageRequests).length).toBeGreaterThan(0);
    for (const [page, templates] of Object.entries(pageRequests)) {
      // Every query parameter a template reads, given a value.
      const search = new URLSearchParams(
        templates.flatMap((t) => Object.values(t.query)).map((name) => [name, `${name}-1`]),
      );
      const early = templates.map(
        (t) =>
          env.apiBaseUrl + t.path.replace(/\{(\w+)\}/g, (_, name: string) => `${t.query[name] ?? '?'}-1`),
      );
      const asked: string[] = [];
      const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
        asked.push(input instanceof Request ? input.url : String(input));
        return Promise.resolve(new Response(JSON.stringify({ status: 200, data: null })));
      });
      try {
        prefetchPage(pageModules[page]!, search);
        await vi.waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(early.length));
        expect({ page, asked: asked.toSorted() }).toEqual({ page, asked: early.toSorted() });
      } finally {
        fetch.mockRestore();
        queryClient.clear();
      }
    }
  });
});

describe('the pages of config/pages.ts', () => {
  it('declare only requests the app knows how to prefetch', () => {
    const declared = Object.values<Page>(pages).flatMap((page) => page.requests ?? []);
    expect(declared.length).toBeGreaterThan(0);
    for (const request of declared) expect(prefetchByPath, request.path).toHaveProperty([request.path]);
  });
});
