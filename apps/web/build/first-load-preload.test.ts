import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloaderScript, scriptHash, type PreloadChunk, type PreloadTable } from './first-load-preload.ts';

const chunk = (fileName: string, more: Partial<PreloadChunk> = {}): PreloadChunk => ({
  fileName,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  moduleIds: [],
  css: [],
  ...more,
});

/** A small build: the entry (login page) with the framework, the router, two layouts, two pages. */
const chunks: PreloadChunk[] = [
  chunk('assets/index.js', {
    isEntry: true,
    imports: ['assets/framework.js'],
    dynamicImports: ['assets/app-shell.js', 'assets/dashboard.js', 'assets/wizard.js'],
    moduleIds: ['/src/main.tsx'],
    css: ['assets/index.css'],
  }),
  chunk('assets/framework.js', { moduleIds: ['/node_modules/react/index.js'] }),
  chunk('assets/app-shell.js', {
    imports: ['assets/framework.js', 'assets/router.js'],
    moduleIds: ['/src/app/app-router.tsx', '/src/app/data-layout.tsx', '/src/app/layouts/shell.tsx'],
  }),
  chunk('assets/router.js', { moduleIds: ['/node_modules/react-router/index.js'] }),
  chunk('assets/dashboard.js', {
    imports: ['assets/app-shell.js', 'assets/card.js'],
    moduleIds: ['/src/app/routes/dashboard.tsx'],
  }),
  chunk('assets/card.js', { moduleIds: ['/src/components/card.tsx'] }),
  chunk('assets/wizard.js', {
    imports: ['assets/card.js', 'assets/zod.js'],
    moduleIds: ['/src/app/routes/wizard.tsx'],
    css: ['assets/wizard.css'],
  }),
  chunk('assets/zod.js', { moduleIds: ['/node_modules/zod/index.js'] }),
];
const table: PreloadTable = {
  signedIn: ['/src/app/app-router.tsx'],
  modules: {
    data: '/src/app/data-layout.tsx',
    shell: '/src/app/layouts/shell.tsx',
    dashboard: '/src/app/routes/dashboard.tsx',
    wizard: '/src/app/routes/wizard.tsx',
  },
  pages: { '/app/dashboard': ['data', 'shell', 'dashboard'], '/interview/wizard': ['data', 'wizard'] },
  cookie: 'accessToken',
  base: '/',
};

/** Runs the script on `path` with `cookie`; returns the links it added, as `rel href`. */
function run(code: string, path: string, cookie: string): string[] {
  window.history.replaceState(null, '', path);
  if (cookie) document.cookie = `${cookie}; path=/`;
  new Function(code)();
  return [...document.head.querySelectorAll('link')].map((l) =>
    `${l.rel} ${l.getAttribute('href')} ${l.crossOrigin === '' ? 'crossorigin' : ''}`.trim(),
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  document.cookie = 'accessToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the first-load preloader in index.html', () => {
  const code = preloaderScript(chunks, table);

  it("starts the router's chunks and the page's on a signed-in visit, not what index.html already loads", () => {
    expect(run(code, '/app/dashboard/', 'accessToken=t1')).toEqual([
      'modulepreload /assets/app-shell.js crossorigin',
      'modulepreload /assets/router.js crossorigin',
      'modulepreload /assets/dashboard.js crossorigin',
      'modulepreload /assets/card.js crossorigin',
    ]);
  });

  it("adds a page's style sheets", () => {
    expect(run(code, '/interview/wizard', 'accessToken=t1')).toContain(
      'stylesheet /assets/wizard.css crossorigin',
    );
  });

  it('starts only the router on a page it does not know (the router decides)', () => {
    expect(run(code, '/nowhere', 'accessToken=t1')).toEqual([
      'modulepreload /assets/app-shell.js crossorigin',
      'modulepreload /assets/router.js crossorigin',
    ]);
  });

  it('adds nothing for a visitor (no access token, or an empty one)', () => {
    expect(run(code, '/', '')).toEqual([]);
    expect(run(code, '/app/dashboard', 'accessToken=')).toEqual([]);
    expect(run(code, '/app/dashboard', 'notAccessToken=t1')).toEqual([]);
  });

  it('fails the build when the table and the bundle disagree', () => {
    expect(() => preloaderScript(chunks, { ...table, signedIn: ['/src/app/gone.tsx'] })).toThrow(/no chunk/);
    expect(() => preloaderScript(chunks, { ...table, pages: { '/x': ['data', 'missing'] } })).toThrow(
      /unknown module missing/,
    );
    expect(() =>
      preloaderScript(
        chunks.map((c) => (c.isEntry ? { ...c, dynamicImports: [] } : c)),
        table,
      ),
    ).toThrow(/nothing imports/);
  });

  describe("a page's data (decision 0545)", () => {
    const withData = preloaderScript(chunks, {
      ...table,
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
    });
  });

  it('gives the CSP source of a script (base64 SHA-256 of its text)', () => {
    // The well-known SHA-256 of the empty string.
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
