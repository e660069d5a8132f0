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

/** The data layout exports `prefetch`: it starts the page's data requests from the URL's query. */
interface Prefetching {
  prefetch?: (names: readonly RouteModule[], search: URLSearchParams) => Promise<unknown>;
}

/**
 * Imports the page's modules at once, from the entry, instead of after the router's own chunk has arrived
 * and matched the URL (index.html no longer preloads them, decision 0057), and starts the page's data
 * requests as soon as the data layout is here instead of after the page's first render: on a slow phone
 * that is round trips saved before the page can paint (decisions 0440 and 0460). Unknown paths load nothing
 * early (the router decides). Settles (never rejects) once the page's prefetched answers are in the query
 * cache.
 */
export function preloadPage(pathname: string, search: string): Promise<unknown> {
  const names = pageModules[pageKey(pathname)] ?? [];
  for (const name of names) void routeModules[name]().catch(() => undefined);
  // Every page here sits under the data layout, whose module comes before the page's own libraries.
  if (!names.includes('data')) return Promise.resolve();
  return routeModules
    .data()
    .then((module) => (module as Prefetching).prefetch?.(names, new URLSearchParams(search)))
    .catch(() => undefined);
}
