// Every page of the app, declared once (decision 0054): its path, the file of its route module, its layout,
// its tab title and breadcrumb, the data its first paint waits for and whether the build prerenders a frame
// of it. The route tree, the first-load preloader and prefetch, the prerendered frames, the titles and the
// breadcrumbs are all read off this list. Plain data (it imports only the paths, by a relative path with its
// extension, and the contract's types): the build reads it too (vite.config.ts through app/route-table.ts).
import type { ApiPaths } from '@mockint/api-contract/client';
import { paths, templateQuery } from './paths.ts';

/** An API path (the contract's template) that answers GET. */
export type GetPath = {
  [P in keyof ApiPaths]: ApiPaths[P] extends { get: object } ? P : never;
}[keyof ApiPaths];

/**
 * A GET a page's first paint waits for: `path` is the contract's template; each `{name}` in it is filled from
 * the page URL's query parameter `query[name]` (no request when the page URL lacks it). The page's prefetch
 * (app/page-prefetch.ts, one function per API path) and the first-load preloader in index.html (decision 0545)
 * both start it from this declaration, so they ask for the same URL.
 */
export interface EarlyRequestTemplate {
  path: GetPath;
  query: Record<string, string>;
}

export interface Page {
  /** A path of config/paths.ts ('*' for the catch-all). */
  path: string;
  /** Its route module under src/app, without the extension: it exports `Component`. */
  file: string;
  /**
   * The layout around it: the signed-in shell with its rail and breadcrumbs (decision 0409), the focus layout
   * of task pages, or none (the page owns the whole screen). Every page but the login page also sits inside
   * the data layout (decision 0030).
   */
  layout: 'shell' | 'focus' | 'none';
  /** The tab title, `title · MockInt` (absent: the page's component sets its own). */
  title?: string;
  /** Its breadcrumb under /app, when not its path's last segment with hyphens as spaces. */
  crumb?: string;
  /** What its first paint waits for: prefetched as soon as the data layout arrives (decision 0460). */
  requests?: readonly EarlyRequestTemplate[];
  /**
   * False when index.html's preloader should not start `requests` before the app's script (decision 0545):
   * a page whose prerendered frame already paints before any data.
   */
  preload?: false;
  /**
   * The URL the build prerenders its frame from (decision 0540; the path itself when true): its first paint is
   * static text or skeletons that need no data.
   */
  frame?: true | string;
  /**
   * Query parameters with which its first render follows the URL rather than the frame (decision 0546): the
   * head gate hides the frame then, and for any saved draft of the tab.
   */
  frameStale?: readonly string[];
}

const interviewRoom: EarlyRequestTemplate = {
  path: '/candidate/interview-rooms/{session}',
  query: { session: 'session' },
};
const interviewFeedback: EarlyRequestTemplate = {
  path: '/candidate/interview-feedbacks/room/{sessionId}',
  query: { sessionId: 'session' },
};
const interviewSetup: EarlyRequestTemplate = { path: '/interview/setup', query: {} };
/** Pages opened for one session render their frame for this placeholder id. */
const forSession = (path: string) => `${path}?session=frame`;

/** Keyed by the page's name (the router's name for its lazy module). */
export const pages = {
  // The root's index, outside the data layout: the logged-out first visit loads no data stack (decision 0030).
  login: { path: paths.login, file: 'routes/login', layout: 'none' },
  signIn: { path: paths.signIn, file: 'routes/sign-in', layout: 'none', title: 'Signing in' },
  callback: { path: paths.callback, file: 'routes/auth-callback', layout: 'none', title: 'Signing in' },
  logout: { path: paths.logout, file: 'routes/logout', layout: 'none', title: 'Signing out' },
  dashboard: {
    path: paths.dashboard,
    file: 'routes/dashboard',
    layout: 'shell',
    title: 'Dashboard',
    crumb: 'Dashboard',
    frame: true,
  },
  interviewSessions: {
    path: paths.interviewSessions,
    file: 'routes/interview-sessions',
    layout: 'shell',
    title: 'Interview Sessions',
    crumb: 'Interview Sessions',
    requests: [{ path: '/candidate/interview-rooms', query: {} }],
    // The list's frame paints before any data.
    preload: false,
    frame: true,
  },
  interviewSessionReport: {
    path: paths.interviewSessionReport,
    file: 'routes/interview-session-report',
    layout: 'shell',
    title: 'Report',
    crumb: 'Report',
    requests: [interviewFeedback],
    frame: forSession(paths.interviewSessionReport),
  },
  pricing: { path: paths.pricing, file: 'routes/pricing', layout: 'shell', title: 'Pricing', frame: true },
  transactions: {
    path: paths.transactions,
    file: 'routes/transactions',
    layout: 'shell',
    title: 'Transactions',
  },
  // Stand-alone page with its own back button and 'Back to Dashboard' link (decision 0409).
  subscriptions: {
    path: paths.subscriptions,
    file: 'routes/subscriptions',
    layout: 'focus',
    title: 'Subscriptions',
  },
  templateSelection: {
    path: paths.templateSelection,
    file: 'routes/template-selection',
    layout: 'focus',
    title: 'Choose a template',
    frame: true,
  },
  typeSelection: {
    path: paths.typeSelection,
    file: 'routes/type-selection',
    layout: 'focus',
    title: 'Choose an interview type',
  },
  // The wizards' frame is their first step with its labels and hints, a skeleton for each control (0546).
  registerJobInterview: {
    path: paths.registerJobInterview,
    file: 'routes/register-job-interview',
    layout: 'focus',
    title: 'Register Job Interview',
    requests: [interviewSetup, { path: '/interview-templates/{id}', query: { id: templateQuery } }],
    frame: true,
    frameStale: [templateQuery],
  },
  registerSalaryNegotiation: {
    path: paths.registerSalaryNegotiation,
    file: 'routes/register-salary-negotiation',
    layout: 'focus',
    title: 'Register Salary Negotiation',
    requests: [interviewSetup],
    frame: true,
    frameStale: [],
  },
  // The live flow owns its whole screen.
  interviewJoin: {
    path: paths.interviewJoin,
    file: 'routes/interview-join',
    layout: 'none',
    title: 'Join interview',
    requests: [interviewRoom],
    // Always opened for a session: its frame keeps the session details' line (a skeleton) the page will show.
    frame: forSession(paths.interviewJoin),
  },
  interviewRoom: {
    path: paths.interviewRoom,
    file: 'routes/interview-room',
    layout: 'none',
    title: 'Interview room',
    requests: [interviewRoom],
    // The room's skeleton (decision 0546): its layout, names as skeletons, every control disabled.
    frame: forSession(paths.interviewRoom),
  },
  interviewFeedback: {
    path: paths.interviewFeedback,
    file: 'routes/interview-feedback',
    layout: 'none',
    title: 'Interview feedback',
    requests: [interviewFeedback],
    frame: forSession(paths.interviewFeedback),
  },
  deviceTest: { path: paths.deviceTest, file: 'routes/device-test', layout: 'none', title: 'Device test' },
  notFound: { path: '*', file: 'routes/not-found', layout: 'none' },
} as const satisfies Record<string, Page>;

export type PageName = keyof typeof pages;

/** The key a location's page is filed under: the path without trailing slashes. */
export const pageKey = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

const byPath = new Map<string, Page>(Object.values(pages).map((page) => [page.path, page]));

/** The page at `pathname` (trailing slashes ignored), if one is declared. */
export const pageAt = (pathname: string): Page | undefined => byPath.get(pageKey(pathname));
