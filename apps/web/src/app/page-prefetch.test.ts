import { afterEach, describe, expect, it } from 'vitest';
import { interviewRoomQueryKey } from '@/api/get-interview-room';
import { interviewSetupQueryKey } from '@/features/registration/api/get-interview-setup';
import { interviewTemplateQueryKey } from '@/features/registration/api/get-interview-template';
import { queryClient } from '@/lib/query-client';
import { prefetchPage } from './page-prefetch';

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
