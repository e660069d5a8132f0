// Plain data (it imports nothing but the paths, by a relative path with its extension, and the contract's
// types): the app builds its loaders from it (route-modules.ts) and the build reads it to write the first-load
// preloader into index.html (decisions 0460, 0545).
import type { ApiPaths } from '@mockint/api-contract/client';
import { paths, templateQuery } from '../config/paths.ts';

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
 * The route tree, the one place that says which page sits at which path under which layouts. Paths come from
 * config/paths.ts; router.tsx turns the tree into react-router routes and `pageModules` below is read off it.
 * A node with `module` is a lazy module of routeFiles; a node with a path and children is a path prefix.
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

/** '/interview' of '/interview/join': a prefix of pages that is no page itself (API paths share it). */
const parentOf = (route: string) => route.slice(0, route.lastIndexOf('/'));

/** The children of the root layout (login at '/', then every page under the data layout, decision 0030). */
export const routeTree: RouteNode[] = [
  { index: true, module: 'login' },
  {
    module: 'data',
    children: [
      { path: paths.signIn, module: 'signIn' },
      { path: paths.callback, module: 'callback' },
      { path: paths.logout, module: 'logout' },
      {
        path: paths.appRoot,
        children: [
          {
            module: 'shell',
            children: [
              { index: true, redirectTo: paths.dashboard },
              { path: paths.dashboard, module: 'dashboard' },
              { path: paths.interviewSessions, module: 'interviewSessions' },
              { path: paths.interviewSessionReport, module: 'interviewSessionReport' },
              { path: paths.pricing, module: 'pricing' },
              { path: paths.transactions, module: 'transactions' },
            ],
          },
          // Stand-alone page with its own back button and 'Back to Dashboard' link (decision 0409).
          { module: 'focus', children: [{ path: paths.subscriptions, module: 'subscriptions' }] },
        ],
      },
      {
        path: parentOf(paths.interviewJoin),
        children: [
          {
            module: 'focus',
            children: [
              { path: paths.templateSelection, module: 'templateSelection' },
              { path: paths.typeSelection, module: 'typeSelection' },
              { path: paths.registerJobInterview, module: 'registerJobInterview' },
              { path: paths.registerSalaryNegotiation, module: 'registerSalaryNegotiation' },
            ],
          },
          // The live flow owns its whole screen.
          { path: paths.interviewJoin, module: 'interviewJoin' },
          { path: paths.interviewRoom, module: 'interviewRoom' },
          { path: paths.interviewFeedback, module: 'interviewFeedback' },
        ],
      },
      { path: paths.deviceTest, module: 'deviceTest' },
      { path: '*', module: 'notFound' },
    ],
  },
];

/**
 * The lazy modules of each page under the data layout, outermost layout first, read off the tree: what the
 * first-load preloader (route-modules.ts, index.html) starts for a URL.
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
export const framePages: readonly string[] = [
  paths.dashboard,
  paths.interviewSessions,
  paths.pricing,
  paths.templateSelection,
  // Always opened for a session: its frame keeps the session details' line (a skeleton) the page will show.
  `${paths.interviewJoin}?session=frame`,
  // The room's skeleton (decision 0546): its layout, names as skeletons, every control disabled.
  `${paths.interviewRoom}?session=frame`,
  // The wizards' first step with their labels and hints, a skeleton for each control (decision 0546).
  paths.registerJobInterview,
  paths.registerSalaryNegotiation,
  `${paths.interviewFeedback}?session=frame`,
  `${paths.interviewSessionReport}?session=frame`,
];

/**
 * Frame pages whose first render follows the URL or the tab's saved draft (decision 0546): with one of these
 * query parameters, or any saved draft, the head gate hides the frame (a template or a draft opens another
 * step), and the page paints as it would without one.
 */
export const frameStaleParams: Record<string, readonly string[]> = {
  [paths.registerJobInterview]: [templateQuery],
  [paths.registerSalaryNegotiation]: [],
};

/** An API path (the contract's template) that answers GET. */
type GetPath = { [P in keyof ApiPaths]: ApiPaths[P] extends { get: object } ? P : never }[keyof ApiPaths];

/**
 * A GET the first-load preloader starts from index.html for a page, before the app's script has arrived
 * (decision 0545): `path` is the contract's template; each `{name}` in it is filled from the page URL's query
 * parameter `query[name]` (no request when the page URL lacks it). The page's own prefetch (page-prefetch.ts)
 * must ask for exactly these URLs, or the head start is wasted: page-prefetch.test.ts holds the two together.
 */
export interface EarlyRequestTemplate {
  path: GetPath;
  query: Record<string, string>;
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

/**
 * The data requests each page's first paint waits for, by lazy module. The list pages are left out: their
 * prerendered frames (decision 0540) already paint before any data.
 */
export const earlyRequests: Partial<Record<RouteModule, readonly EarlyRequestTemplate[]>> = {
  interviewSessionReport: [interviewFeedback],
  interviewFeedback: [interviewFeedback],
  registerJobInterview: [interviewSetup, { path: '/interview-templates/{id}', query: { id: templateQuery } }],
  registerSalaryNegotiation: [interviewSetup],
  interviewJoin: [interviewRoom],
  interviewRoom: [interviewRoom],
};

/** `earlyRequests` by page path (what the preloader looks a location up by), read off `pageModules`. */
export const pageRequests: Record<string, readonly EarlyRequestTemplate[]> = Object.fromEntries(
  Object.entries(pageModules).flatMap(([page, chain]) => {
    const list = chain.flatMap((name) => earlyRequests[name] ?? []);
    return list.length ? [[page, list]] : [];
  }),
);

/** The key `pageModules` files a location under: the path without trailing slashes. */
export const pageKey = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';
