import { paths } from '@/config/paths';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { registerNavigate } from '@/lib/navigation';
import { guardLoader } from './guard';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteFallback } from './route-fallback';

/**
 * Every route of both specs. Each page is a lazy module exporting `Component` (react-router's lazy
 * convention), so only the visited route's code is downloaded.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorBoundary,
    loader: guardLoader,
    // The guard and the profile refresh must run on every navigation, not only when params change.
    shouldRevalidate: () => true,
    children: [
      { index: true, lazy: () => import('./routes/login') },
      // Every other page needs the query cache: a pathless lazy layout loads it with the page (decision 0030).
      {
        id: 'data',
        lazy: () => import('./data-layout'),
        children: [
          { path: 'auth/sign-in', lazy: () => import('./routes/sign-in') },
          { path: 'auth/callback', lazy: () => import('./routes/auth-callback') },
          { path: 'logout', lazy: () => import('./routes/logout') },
          {
            path: 'app',
            children: [
              {
                lazy: () => import('./layouts/app-shell-layout'),
                children: [
                  { index: true, loader: () => redirect(paths.dashboard) },
                  { path: 'dashboard', lazy: () => import('./routes/dashboard') },
                  { path: 'interview-sessions', lazy: () => import('./routes/interview-sessions') },
                  {
                    path: 'interview-sessions/report',
                    lazy: () => import('./routes/interview-session-report'),
                  },
                  { path: 'pricing', lazy: () => import('./routes/pricing') },
                  { path: 'transactions', lazy: () => import('./routes/transactions') },
                ],
              },
              // Stand-alone page with its own back button and 'Back to Dashboard' link (decision 0409).
              {
                lazy: () => import('./layouts/focus-layout'),
                children: [{ path: 'subscriptions', lazy: () => import('./routes/subscriptions') }],
              },
            ],
          },
          {
            path: 'interview',
            children: [
              {
                lazy: () => import('./layouts/focus-layout'),
                children: [
                  { path: 'template-selection', lazy: () => import('./routes/template-selection') },
                  { path: 'type-selection', lazy: () => import('./routes/type-selection') },
                  { path: 'register-job-interview', lazy: () => import('./routes/register-job-interview') },
                  {
                    path: 'register-salary-negotiation',
                    lazy: () => import('./routes/register-salary-negotiation'),
                  },
                ],
              },
              // The live flow owns its whole screen.
              { path: 'join', lazy: () => import('./routes/interview-join') },
              { path: 'room', lazy: () => import('./routes/interview-room') },
              { path: 'feedback', lazy: () => import('./routes/interview-feedback') },
            ],
          },
          { path: 'device-test', lazy: () => import('./routes/device-test') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}
