// Plain data (it imports nothing but the paths, by a relative path with its extension): the app builds its
// loaders from it (route-modules.ts) and the build reads it to write the first-load preloader into index.html
// (decision 0460).
import { paths } from '../config/paths.ts';

/** Every lazy module of the router: its file under src/app, without the extension. */
export const routeFiles = {
  login: 'routes/login',
  data: 'data-layout',
  shell: 'layouts/app-shell-layout',
  focus: 'layouts/focus-layout',
  signIn: 'routes/sign-in',
  callback: 'routes/auth-callback',
  logout: 'routes/logout',
  dashboard: 'routes/dashboard',
  interviewSessions: 'routes/interview-sessions',
  interviewSessionReport: 'routes/interview-session-report',
  pricing: 'routes/pricing',
  transactions: 'routes/transactions',
  subscriptions: 'routes/subscriptions',
  templateSelection: 'routes/template-selection',
  typeSelection: 'routes/type-selection',
  registerJobInterview: 'routes/register-job-interview',
  registerSalaryNegotiation: 'routes/register-salary-negotiation',
  interviewJoin: 'routes/interview-join',
  interviewRoom: 'routes/interview-room',
  interviewFeedback: 'routes/interview-feedback',
  deviceTest: 'routes/device-test',
  notFound: 'routes/not-found',
} as const;

export type RouteModule = keyof typeof routeFiles;

/**
 * What every signed-in first load loads before any page: the router (main.tsx imports it) and the profile
 * refresh (the guard imports it).
 */
export const signedInFiles = ['app-router', 'refresh-candidate'];

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

/** The key `pageModules` files a location under: the path without trailing slashes. */
export const pageKey = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';
