// Every page of the app, declared once (decisions 0054, 0061): its path, who may open it, its side-menu entry,
// the file of its route module, its layout, its tab title and breadcrumb, the data its first paint waits for
// and whether the build prerenders a frame of it. The route tree, the route guard, the side menu, the
// first-load preloader and prefetch, the prerendered frames, the titles and the breadcrumbs are all read off
// this list. Plain data (it imports only the paths, by a relative path with its extension, and the contract's
// types): the build reads it too (vite.config.ts through app/route-table.ts), and so do the e2e tests.
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

/**
 * Who may open a page (decision 0061), read by the route guard (app/page-access.ts):
 * - `candidate`: signed in only; a visitor is sent to /logout (the spec's route guard);
 * - `visitor`: signed out only; a signed-in user goes on to the dashboard (or the wizard of a template link);
 * - `anyone`: no redirect either way.
 */
export type Access = 'candidate' | 'visitor' | 'anyone';

/** The icons the side menu draws (app/layouts/nav-items.ts maps each to its component), by lucide's names. */
export type MenuIcon = 'layout-dashboard' | 'history' | 'credit-card' | 'receipt';

/** A page's entry in the side menu (the rail and the mobile sheet): they list entries in the order of `pages`. */
export interface MenuEntry {
  label: string;
  icon: MenuIcon;
}

export interface Page {
  /** A path of config/paths.ts ('*' for the catch-all). */
  path: string;
  /** Who may open it: required, so a page cannot be added without deciding (decision 0061). */
  access: Access;
  /** Its entry in the side menu; absent for a page outside it. */
  menu?: MenuEntry;
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
  login: { path: paths.login, access: 'visitor', file: 'routes/login', layout: 'none' },
  signIn: {
    path: paths.signIn,
    access: 'visitor',
    file: 'routes/sign-in',
    layout: 'none',
    title: 'Signing in',
  },
  callback: {
    path: paths.callback,
    access: 'visitor',
    file: 'routes/auth-callback',
    layout: 'none',
    title: 'Signing in',
  },
  logout: {
    path: paths.logout,
    access: 'anyone',
    file: 'routes/logout',
    layout: 'none',
    title: 'Signing out',
  },
  dashboard: {
    path: paths.dashboard,
    access: 'candidate',
    menu: { label: 'Dashboard', icon: 'layout-dashboard' },
    file: 'routes/dashboard',
    layout: 'shell',
    title: 'Dashboard',
    crumb: 'Dashboard',
    frame: true,
  },
  interviewSessions: {
    path: paths.interviewSessions,
    access: 'candidate',
    menu: { label: 'Interview Sessions', icon: 'history' },
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
    access: 'candidate',
    file: 'routes/interview-session-report',
    layout: 'shell',
    title: 'Report',
    crumb: 'Report',
    requests: [interviewFeedback],
    frame: forSession(paths.interviewSessionReport),
  },
  pricing: {
    path: paths.pricing,
    access: 'anyone',
    menu: { label: 'Pricing', icon: 'credit-card' },
    file: 'routes/pricing',
    layout: 'shell',
    title: 'Pricing',
    frame: true,
  },
  transactions: {
    path: paths.transactions,
    access: 'candidate',
    menu: { label: 'Transactions', icon: 'receipt' },
    file: 'routes/transactions',
    layout: 'shell',
    title: 'Transactions',
  },
  // Stand-alone page with its own back button and 'Back to Dashboard' link (decision 0409).
  subscriptions: {
    path: paths.subscriptions,
    access: 'anyone',
    file: 'routes/subscriptions',
    layout: 'focus',
    title: 'Subscriptions',
  },
  templateSelection: {
    path: paths.templateSelection,
    access: 'candidate',
    file: 'routes/template-selection',
    layout: 'focus',
    title: 'Choose a template',
    frame: true,
  },
  typeSelection: {
    path: paths.typeSelection,
    access: 'candidate',
    file: 'routes/type-selection',
    layout: 'focus',
    title: 'Choose an interview type',
  },
  // The wizards' frame is their first step with its labels and hints, a skeleton for each control (0546).
  registerJobInterview: {
    path: paths.registerJobInterview,
    access: 'candidate',
    file: 'routes/register-job-interview',
    layout: 'focus',
    title: 'Register Job Interview',
    requests: [interviewSetup, { path: '/interview-templates/{id}', query: { id: templateQuery } }],
    frame: true,
    frameStale: [templateQuery],
  },
  registerSalaryNegotiation: {
    path: paths.registerSalaryNegotiation,
    access: 'candidate',
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
    access: 'candidate',
    file: 'routes/interview-join',
    layout: 'none',
    title: 'Join interview',
    requests: [interviewRoom],
    // Always opened for a session: its frame keeps the session details' line (a skeleton) the page will show.
    frame: forSession(paths.interviewJoin),
  },
  interviewRoom: {
    path: paths.interviewRoom,
    access: 'candidate',
    file: 'routes/interview-room',
    layout: 'none',
    title: 'Interview room',
    requests: [interviewRoom],
    // The room's skeleton (decision 0546): its layout, names as skeletons, every control disabled.
    frame: forSession(paths.interviewRoom),
  },
  interviewFeedback: {
    path: paths.interviewFeedback,
    access: 'candidate',
    file: 'routes/interview-feedback',
    layout: 'none',
    title: 'Interview feedback',
    requests: [interviewFeedback],
    frame: forSession(paths.interviewFeedback),
  },
  deviceTest: {
    path: paths.deviceTest,
    access: 'anyone',
    file: 'routes/device-test',
    layout: 'none',
    title: 'Device test',
  },
  notFound: { path: '*', access: 'anyone', file: 'routes/not-found', layout: 'none' },
} as const satisfies Record<string, Page>;

export type PageName = keyof typeof pages;

/** The key a location's page is filed under: the path without trailing slashes. */
export const pageKey = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** The pages of the side menu, in their order. */
export const menuPages = Object.values<Page>(pages).filter(
  (page): page is Page & { menu: MenuEntry } => page.menu !== undefined,
);

const byPath = new Map<string, Page>(Object.values(pages).map((page) => [page.path, page]));

/** The page at `pathname` (trailing slashes ignored), if one is declared. */
export const pageAt = (pathname: string): Page | undefined => byPath.get(pageKey(pathname));
