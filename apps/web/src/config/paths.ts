/** Route paths of both specs, in one place so links and redirects never drift from the router. */
export const paths = {
  login: '/',
  /** Prefix of the signed-in shell (breadcrumbs are built under it). */
  appRoot: '/app',
  signIn: '/auth/sign-in',
  callback: '/auth/callback',
  logout: '/logout',
  dashboard: '/app/dashboard',
  interviewSessions: '/app/interview-sessions',
  interviewSessionReport: '/app/interview-sessions/report',
  pricing: '/app/pricing',
  transactions: '/app/transactions',
  subscriptions: '/app/subscriptions',
  templateSelection: '/interview/template-selection',
  typeSelection: '/interview/type-selection',
  registerJobInterview: '/interview/register-job-interview',
  registerSalaryNegotiation: '/interview/register-salary-negotiation',
  interviewJoin: '/interview/join',
  interviewRoom: '/interview/room',
  interviewFeedback: '/interview/feedback',
  deviceTest: '/device-test',
} as const;

/** The wizard's query parameter naming the template it starts from (the spec's template selection). */
export const templateQuery = 'interviewTemplateId';

/** Builds `path?key=value…`, dropping undefined/empty values. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
