import { paths } from '@/config/paths';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { registerNavigate } from '@/lib/navigation';
import { guardLoader } from './guard';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteFallback } from './route-fallback';
import { routeModules } from './route-modules';
import { routeTree, type RouteNode } from './route-table';

/** `path` as a segment below `parent` ('/app/dashboard' below '/app' is 'dashboard'). */
function segment(path: string, parent: string): string {
  if (path === '*' || parent === '/') return path === '*' ? path : path.slice(1);
  if (!path.startsWith(parent + '/')) throw new Error(`route ${path} is not below ${parent}`);
  return path.slice(parent.length + 1);
}

/** react-router routes of route-table.ts's tree, each path relative to the nearest path above it. */
function toRoutes(nodes: RouteNode[], parent: string): RouteObject[] {
  return nodes.map((node) => {
    const route: RouteObject = node.index ? { index: true } : {};
    if (node.module === 'data') route.id = 'data';
    if (node.path) route.path = segment(node.path, parent);
    if (node.module) route.lazy = routeModules[node.module];
    if (node.redirectTo !== undefined) route.loader = redirectTo(node.redirectTo);
    if (node.children)
      route.children = toRoutes(node.children, node.path && node.path !== '*' ? node.path : parent);
    return route;
  });
}

const redirectTo = (to: string) => () => redirect(to);

/**
 * Every route of both specs. Each page is a lazy module exporting `Component` (react-router's lazy
 * convention), so only the visited route's code is downloaded.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.login,
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorBoundary,
    loader: guardLoader,
    // The guard and the profile refresh must run on every navigation, not only when params change.
    shouldRevalidate: () => true,
    children: toRoutes(routeTree, paths.login),
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}
