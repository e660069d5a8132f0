import { paths } from '@/config/paths';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { registerNavigate } from '@/lib/navigation';
import { guardLoader } from './guard';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteFallback } from './route-fallback';
import { routeModules } from './route-modules';

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
      { index: true, lazy: routeModules.login },
      // Every other page needs the query cache: a pathless lazy layout loads it with the page (decision 0030).
      {
        id: 'data',
        lazy: routeModules.data,
        children: [
          { path: 'auth/sign-in', lazy: routeModules.signIn },
          { path: 'auth/callback', lazy: routeModules.callback },
          { path: 'logout', lazy: routeModules.logout },
          {
            path: 'app',
            children: [
              {
                lazy: routeModules.shell,
                children: [
                  { index: true, loader: () => redirect(paths.dashboard) },
                  { path: 'dashboard', lazy: routeModules.dashboard },
                  { path: 'interview-sessions', lazy: routeModules.interviewSessions },
                  {
                    path: 'interview-sessions/report',
                    lazy: routeModules.interviewSessionReport,
                  },
                  { path: 'pricing', lazy: routeModules.pricing },
                  { path: 'transactions', lazy: routeModules.transactions },
                ],
              },
              // Stand-alone page with its own back button and 'Back to Dashboard' link (decision 0409).
              {
                lazy: routeModules.focus,
                children: [{ path: 'subscriptions', lazy: routeModules.subscriptions }],
              },
            ],
          },
          {
            path: 'interview',
            children: [
              {
                lazy: routeModules.focus,
                children: [
                  { path: 'template-selection', lazy: routeModules.templateSelection },
                  { path: 'type-selection', lazy: routeModules.typeSelection },
                  { path: 'register-job-interview', lazy: routeModules.registerJobInterview },
                  {
                    path: 'register-salary-negotiation',
                    lazy: routeModules.registerSalaryNegotiation,
                  },
                ],
              },
              // The live flow owns its whole screen.
              { path: 'join', lazy: routeModules.interviewJoin },
              { path: 'room', lazy: routeModules.interviewRoom },
              { path: 'feedback', lazy: routeModules.interviewFeedback },
            ],
          },
          { path: 'device-test', lazy: routeModules.deviceTest },
          { path: '*', lazy: routeModules.notFound },
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
