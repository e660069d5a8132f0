import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_MAX_AGE_MS,
  EARLY_REQUESTS_GLOBAL,
  takeEarlyResponse,
  type EarlyRequest,
} from './early-requests';

const URL_A = 'http://api.test/api/v1/candidate/interview-rooms/r-1';
const json = (status: number) => new Response(JSON.stringify({ status }), { status });
const store = (entries: EarlyRequest[]) => {
  (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = entries;
};
const early = (more: Partial<EarlyRequest> = {}): EarlyRequest => ({
  url: URL_A,
  token: 't1',
  startedAt: 0,
  response: Promise.resolve(json(200)),
  ...more,
});
const get = (url = URL_A, token: string | null = 't1', init: RequestInit = {}) =>
  new Request(url, { ...init, headers: token ? { Authorization: `Bearer ${token}` } : {} });
const never = () => Promise.reject(new Error('the network must not be asked'));

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

describe('answers the first-load preloader started', () => {
  it('hands the early answer to the same GET with the same token, once', async () => {
    const answer = json(200);
    store([early({ response: Promise.resolve(answer) })]);
    await expect(takeEarlyResponse(get(), never, 100)).resolves.toBe(answer);
    // A second request (a refetch) asks the network.
    expect(takeEarlyResponse(get(), never, 100)).toBeUndefined();
  });

  it('never hands an answer to another URL, another token, no token, or another method', () => {
    store([early()]);
    expect(takeEarlyResponse(get(`${URL_A}-other`), never, 100)).toBeUndefined();
    expect(takeEarlyResponse(get(URL_A, 't2'), never, 100)).toBeUndefined();
    expect(takeEarlyResponse(get(URL_A, null), never, 100)).toBeUndefined();
    expect(takeEarlyResponse(get(URL_A, 't1', { method: 'POST' }), never, 100)).toBeUndefined();
  });

  it('hands over an error answer as it is (the app handles it as its own), and asks again only after a network failure', async () => {
    const refused = json(401);
    store([early({ response: Promise.resolve(refused) })]);
    await expect(takeEarlyResponse(get(), never, 100)).resolves.toBe(refused);
    const fresh = json(200);
    const fetchImpl = vi.fn(() => Promise.resolve(fresh));
    store([early({ response: Promise.resolve(null) })]);
    await expect(takeEarlyResponse(get(), fetchImpl, 100)).resolves.toBe(fresh);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer the page took too long to ask for', () => {
    store([early({ startedAt: 1000 })]);
    expect(takeEarlyResponse(get(), never, 1000 + EARLY_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it("rejects when the request is aborted before the answer arrives (React Query's cancel)", async () => {
    const controller = new AbortController();
    store([early({ response: new Promise<Response>(() => undefined) })]);
    const pending = takeEarlyResponse(get(URL_A, 't1', { signal: controller.signal }), never, 100);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('does nothing on a page the preloader started nothing for', () => {
    expect(takeEarlyResponse(get(), never, 100)).toBeUndefined();
  });
});
