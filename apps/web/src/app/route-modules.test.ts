import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { pageModules, preloadPage, routeModules, type RouteModule } from './route-modules';
import { routes } from './router';

const nameOf = new Map(Object.entries(routeModules).map(([name, load]) => [load as unknown, name]));

/** The lazy modules react-router loads for `path`, outermost first. */
function lazyChain(path: string): string[] {
  const matches = matchRoutes(routes, path) ?? [];
  return matches
    .map((m) => (m.route as RouteObject).lazy)
    .filter((lazy) => lazy !== undefined)
    .map((lazy) => nameOf.get(lazy) ?? '(a loader not in routeModules)');
}

describe('first-load preloading', () => {
  it.each(Object.values(paths).filter((p) => p !== paths.login && p !== paths.appRoot))(
    'preloads for %s exactly the modules the router loads',
    (path) => {
      expect(pageModules[path]).toEqual(lazyChain(path));
    },
  );

  it('starts every module of the page at once and nothing for unknown pages', () => {
    const spies = Object.fromEntries(
      (Object.keys(routeModules) as RouteModule[]).map((name) => [
        name,
        vi.spyOn(routeModules, name).mockResolvedValue({} as never),
      ]),
    );
    preloadPage('/app/dashboard/', '');
    expect(
      Object.entries(spies)
        .filter(([, spy]) => spy.mock.calls.length > 0)
        .map(([name]) => name),
    ).toEqual(['data', 'shell', 'dashboard']);
    vi.clearAllMocks();
    preloadPage('/nowhere', '');
    expect(Object.values(spies).every((spy) => spy.mock.calls.length === 0)).toBe(true);
  });

  it("starts the page's data requests from the URL as soon as the data layout is here", async () => {
    const prefetch = vi.fn();
    vi.spyOn(routeModules, 'data').mockResolvedValue({ prefetch } as never);
    vi.spyOn(routeModules, 'shell').mockResolvedValue({} as never);
    const page = vi.spyOn(routeModules, 'interviewSessions').mockReturnValue(new Promise(() => undefined));
    preloadPage('/app/interview-sessions', '?page=2');
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(page).toHaveBeenCalled();
    const [names, search] = prefetch.mock.calls[0]! as [string[], URLSearchParams];
    expect(names).toEqual(['data', 'shell', 'interviewSessions']);
    expect(search.get('page')).toBe('2');
  });
});
