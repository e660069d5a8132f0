import { paths } from '@/config/paths';

/**
 * Every lazy module of the router, one loader each. The router (`router.tsx`) and the first-load preloader
 * below call the same functions, so a module the preloader started is the one the router then waits for.
 */
export const routeModules = {
  login: () => import('./routes/login'),
  data: () => import('./data-layout'),
  shell: () => import('./layouts/app-shell-layout'),
  focus: () => import('./layouts/focus-layout'),
  signIn: () => import('./routes/sign-in'),
  callback: () => import('./routes/auth-callback'),
  logout: () => import('./routes/logout'),
  dashboard: () => import('./routes/dashboard'),
  interviewSessions: () => import('./routes/interview-sessions'),
  interviewSessionReport: () => import('./routes/interview-session-report'),
  pricing: () => import('./routes/pricing'),
  transactions: () => import('./routes/transactions'),
  subscriptions: () => import('./routes/subscriptions'),
  templateSelection: () => import('./routes/template-selection'),
  typeSelection: () => import('./routes/type-selection'),
  registerJobInterview: () => import('./routes/register-job-interview'),
  registerSalaryNegotiation: () => import('./routes/register-salary-negotiation'),
  interviewJoin: () => import('./routes/interview-join'),
  interviewRoom: () => import('./routes/interview-room'),
  interviewFeedback: () => import('./routes/interview-feedback'),
  deviceTest: () => import('./routes/device-test'),
  notFound: () => import('./routes/not-found'),
};

export type RouteModule = keyof typeof routeModules;

/**
 * The lazy modules of each page, outermost layout first, as the router nests them (a unit test holds the
 * two together: `route-modules.test.ts`).
 */
export const pageModules: Record<string, RouteModule[]> = {
  [paths.signIn]: ['data', 'signIn'],
  [paths.callback]: ['data', 'callback'],
  [paths.logout]: ['data', 'logout'],
  [paths.dashboard]: ['data', 'shell', 'dashboard'],
  [paths.interviewSessions]: ['data', 'shell', 'interviewSessions'],
  [paths.interviewSessionReport]: ['data', 'shell', 'interviewSessionReport'],
  [paths.pricing]: ['data', 'shell', 'pricing'],
  [paths.transactions]: ['data', 'shell', 'transactions'],
  [paths.subscriptions]: ['data', 'focus', 'subscriptions'],
  [paths.templateSelection]: ['data', 'focus', 'templateSelection'],
  [paths.typeSelection]: ['data', 'focus', 'typeSelection'],
  [paths.registerJobInterview]: ['data', 'focus', 'registerJobInterview'],
  [paths.registerSalaryNegotiation]: ['data', 'focus', 'registerSalaryNegotiation'],
  [paths.interviewJoin]: ['data', 'interviewJoin'],
  [paths.interviewRoom]: ['data', 'interviewRoom'],
  [paths.interviewFeedback]: ['data', 'interviewFeedback'],
  [paths.deviceTest]: ['data', 'deviceTest'],
};

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
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  for (const name of pageModules[trimmed] ?? [])
    void routeModules[name]()
      .then((module) => (module as Prefetching).prefetch?.(new URLSearchParams(search)))
      .catch(() => undefined);
}
