import type { LazyRouteFunction, RouteObject } from 'react-router';
import { pageKey, pageModules, routeFiles, type RouteModule } from './route-table';

export { pageModules, type RouteModule };

type Loader = LazyRouteFunction<RouteObject>;
// Lazy (one chunk per file, loaded on call): the files route-table.ts names.
const loaders = import.meta.glob<Awaited<ReturnType<Loader>>>([
  './routes/*.tsx',
  './data-layout.tsx',
  './layouts/*-layout.tsx',
]);

/**
 * Every lazy module of the router, one loader each. The router (`router.tsx`) and the first-load preloader
 * below call the same functions, so a module the preloader started is the one the router then waits for.
 */
export const routeModules = Object.fromEntries(
  Object.entries(routeFiles).map(([name, file]) => {
    const load = loaders[`./${file}.tsx`];
    if (!load) throw new Error(`route-table.ts names ${file}, which is not a route module`);
    return [name, load];
  }),
) as Record<RouteModule, Loader>;

/** A route module may export `prefetch`: it starts the page's data requests from the URL's query. */
interface Prefetching {
  prefetch?: (search: URLSearchParams) => void;
}

/**
 * Starts downloading the page's modules at once, from the entry, instead of after the router's own chunk
 * has arrived and matched the URL, and starts the page's data requests as soon as its module is here
 * instead of after its first render: on a slow phone that is round trips saved before the page can paint
 * (issue 15, decision 0440). Unknown paths load nothing early (the router decides).
 */
export function preloadPage(pathname: string, search: string): void {
  for (const name of pageModules[pageKey(pathname)] ?? [])
    void routeModules[name]()
      .then((module) => (module as Prefetching).prefetch?.(new URLSearchParams(search)))
      .catch(() => undefined);
}
