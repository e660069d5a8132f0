import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloaderScript, scriptHash } from './first-load-preload.ts';

/** Runs the script on `path` with `cookie`. */
function run(code: string, path: string, cookie: string): void {
  window.history.replaceState(null, '', path);
  if (cookie) document.cookie = `${cookie}; path=/`;
  new Function(code)();
}

afterEach(() => {
  document.cookie = 'accessToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the first-load preloader in index.html', () => {
  describe("a page's data (decision 0545)", () => {
    const withData = preloaderScript({
      cookie: 'accessToken',
      requests: {
        '/interview/wizard': [
          { path: '/interview/setup', query: {} },
          { path: '/interview-templates/{id}', query: { id: 'template' } },
        ],
      },
      apiBaseUrl: 'http://api.test/api/v1/',
      earlyGlobal: '__early',
    });
    /** Runs the script; returns the requests it started as `url token` and what it stored. */
    function started(path: string, cookie: string) {
      const calls: string[] = [];
      const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
        calls.push(`${String(url)} ${new Headers(init?.headers).get('authorization')}`);
        return Promise.resolve(new Response('{}'));
      });
      delete (window as unknown as Record<string, unknown>).__early;
      document.cookie = 'accessToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
      run(withData, path, cookie);
      fetch.mockRestore();
      const stored = (window as unknown as Record<string, { url: string; token: string }[] | undefined>)
        .__early;
      return { calls, stored: stored?.map((e) => `${e.url} ${e.token}`) };
    }

    it("starts the page's GETs with the cookie's token, filled from the URL, and keeps them for the app", () => {
      const { calls, stored } = started('/interview/wizard?template=t%2F1', 'accessToken=a%20b');
      expect(calls).toEqual([
        'http://api.test/api/v1/interview/setup Bearer a b',
        'http://api.test/api/v1/interview-templates/t%2F1 Bearer a b',
      ]);
      expect(stored).toEqual([
        'http://api.test/api/v1/interview/setup a b',
        'http://api.test/api/v1/interview-templates/t%2F1 a b',
      ]);
    });

    it('skips a request whose query parameter is missing, and starts nothing elsewhere or for a visitor', () => {
      expect(started('/interview/wizard', 'accessToken=t1').calls).toEqual([
        'http://api.test/api/v1/interview/setup Bearer t1',
      ]);
      expect(started('/app/dashboard', 'accessToken=t1')).toEqual({ calls: [], stored: undefined });
      expect(started('/interview/wizard', '')).toEqual({ calls: [], stored: undefined });
      expect(started('/interview/wizard', 'accessToken=')).toEqual({ calls: [], stored: undefined });
      expect(started('/interview/wizard', 'notAccessToken=t1')).toEqual({ calls: [], stored: undefined });
      expect(started('/interview/wizard/', 'accessToken=t1').calls).toEqual([
        'http://api.test/api/v1/interview/setup Bearer t1',
      ]);
    });
  });

  it('gives the CSP source of a script (base64 SHA-256 of its text)', () => {
    // The well-known SHA-256 of the empty string.
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
