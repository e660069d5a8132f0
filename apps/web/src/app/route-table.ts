// Plain data read off config/pages.ts (the one list of pages, decision 0054): the app builds its router and
// loaders from it (router.tsx, route-modules.ts) and the build reads it to write the first-load preloader's
// data requests into index.html and to prerender the frames (decisions 0540, 0545, 0057). No page is named here but
// the login page, the root's index outside the data layout.
import { pageKey, pages, type EarlyRequestTemplate, type Page, type PageName } from '../config/pages.ts';
import { paths } from '../config/paths.ts';

export { pageKey, type EarlyRequestTemplate };

/** The lazy modules that are no page: the data layout around every page but login, and the two layouts. */
const layoutFiles = { data: 'data-layout', shell: 'layouts/app-shell-layout', focus: 'layouts/focus-layout' };

/** Every lazy module of the router: its file under src/app, without the extension. */
export const routeFiles = {
  ...layoutFiles,
  ...(Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, page.file])) as Record<
    PageName,
    string
  >),
};

export type RouteModule = keyof typeof routeFiles;

/**
 * A node of the route tree (read off config/pages.ts below): router.tsx turns the tree into react-router
 * routes and `pageModules` is read off it. A node with `module` is a lazy module of routeFiles; a node with
 * a path and children is a path prefix.
 */
export interface RouteNode {
  /** An absolute path of config/paths.ts ('*' for the catch-all); absent for a pathless layout. */
  path?: string;
  index?: true;
  module?: RouteModule;
  /** A loader that redirects here instead of a module. */
  redirectTo?: string;
  children?: RouteNode[];
}

const entries = Object.entries(pages) as [PageName, Page][];

/** '/interview' of '/interview/join': the section a page sits in (API paths share the prefix). */
const firstSegment = (route: string) => route.slice(0, route.indexOf('/', 1));

/** The pages of one layout whose path starts with `prefix`, as nodes. */
const inLayout = (layout: Page['layout'], prefix: string): RouteNode[] =>
  entries
    .filter(([, page]) => page.layout === layout && page.path.startsWith(`${prefix}/`))
    .map(([name, page]) => ({ path: page.path, module: name }));

/**
 * The children of the root layout, built from config/pages.ts: login at '/', then every page under the data
 * layout (decision 0030), those of a layout grouped by their first segment (a layout instance per section, so
 * moving between sections mounts it afresh).
 */
export const routeTree: RouteNode[] = [
  { index: true, module: 'login' },
  {
    module: 'data',
    children: [
      ...entries
        .filter(([name, page]) => name !== 'login' && page.layout === 'none')
        .map(([name, page]): RouteNode => ({ path: page.path, module: name })),
      {
        module: 'shell',
        children: [{ path: paths.appRoot, redirectTo: paths.dashboard }, ...inLayout('shell', paths.appRoot)],
      },
      ...[
        ...new Set(entries.filter(([, p]) => p.layout === 'focus').map(([, p]) => firstSegment(p.path))),
      ].map((section): RouteNode => ({ module: 'focus', children: inLayout('focus', section) })),
    ],
  },
];

/**
 * The lazy modules of each page under the data layout, outermost layout first, read off the tree: what the
 * app's preload (route-modules.ts) starts for a URL.
 */
export const pageModules: Record<string, RouteModule[]> = {};
(function collect(nodes: RouteNode[], above: RouteModule[]) {
  for (const node of nodes) {
    const chain = node.module ? [...above, node.module] : above;
    if (node.children) collect(node.children, chain);
    else if (node.path && node.path !== '*' && node.module && chain[0] === 'data')
      pageModules[node.path] = chain;
  }
})(routeTree, []);

/**
 * The pages the build prerenders into their own HTML file (decision 0540), each rendered from this URL and
 * written for its path: their first paint is static text that needs no data, so their frame paints with the
 * style sheet, long before the app's script has run.
 */
export const framePages: readonly string[] = entries.flatMap(([, page]) =>
  page.frame === undefined ? [] : [page.frame === true ? page.path : page.frame],
);

/**
 * Frame pages whose first render follows the URL or the tab's saved draft (decision 0546): with one of these
 * query parameters, or any saved draft, the head gate hides the frame (a template or a draft opens another
 * step), and the page paints as it would without one.
 */
export const frameStaleParams: Record<string, readonly string[]> = Object.fromEntries(
  entries.flatMap(([, page]) => (page.frameStale ? [[page.path, page.frameStale]] : [])),
);

/**
 * The data requests index.html's preloader starts for each page, by lazy module, before the app's script has
 * arrived (decision 0545): the page's own prefetch (page-prefetch.ts) asks for the same URLs from the same
 * declaration, so the app takes their answers (page-prefetch.test.ts).
 */
export const earlyRequests: Partial<Record<RouteModule, readonly EarlyRequestTemplate[]>> =
  Object.fromEntries(
    entries.flatMap(([name, page]) =>
      page.requests && page.preload !== false ? [[name, page.requests]] : [],
    ),
  );

/** `earlyRequests` by page path (what the preloader looks a location up by), read off `pageModules`. */
export const pageRequests: Record<string, readonly EarlyRequestTemplate[]> = Object.fromEntries(
  Object.entries(pageModules).flatMap(([page, chain]) => {
    const list = chain.flatMap((name) => earlyRequests[name] ?? []);
    return list.length ? [[page, list]] : [];
  }),
);
