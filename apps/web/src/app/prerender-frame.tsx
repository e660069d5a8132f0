// Build only (vite.config.ts's prerender plugin loads it through Vite's SSR loader; the app never imports it).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, MemoryRouter, StaticRouterProvider } from 'react-router';
import { earlyPaintTemplates } from '@/features/interview-feedback/components/early-paint-templates';
import { queryClient } from '@/lib/query-client';
import { routes } from './router';

/**
 * The markup of `url`'s first render: the app's own route tree and components, without the guard (the build
 * renders as signed in, with no profile or data: every data-bound part shows its loading state).
 */
export async function renderFrame(url: string): Promise<string> {
  const [root] = routes;
  if (!root) throw new Error('prerender: the router has no root route');
  const handler = createStaticHandler([{ ...root, loader: undefined, HydrateFallback: undefined }]);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${url} answered ${context.status}`);
  if (context.errors) throw new Error(`prerender: ${url} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  // The queries the render created would keep their garbage-collection timers (and the build) alive.
  queryClient.clear();
  return html;
}

/**
 * The early paint's template for `url`'s page (decision 0547), or null when the page has none: the page's
 * content rendered with a token for every text, for the filler to complete with the data.
 */
export function renderEarlyPaint(url: string): string | null {
  const template = earlyPaintTemplates[new URL(url, 'http://localhost').pathname];
  if (!template) return null;
  const html = renderToString(<MemoryRouter>{template()}</MemoryRouter>);
  queryClient.clear();
  return html;
}
