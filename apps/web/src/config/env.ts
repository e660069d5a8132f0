/**
 * The ONLY place that reads build-time configuration (import.meta.env). Everything else imports `env`.
 * Values are baked in at build time by Vite; an empty string counts as unset.
 */
import { ENV_DEFAULTS } from './env-defaults';

function read(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

const raw = import.meta.env;

export const env = {
  /** REST base, e.g. http://localhost:4010/api/v1 (no trailing slash). */
  apiBaseUrl: stripTrailingSlash(read(raw.VITE_API_BASE_URL, ENV_DEFAULTS.apiBaseUrl)),
  /** WebSocket base, e.g. ws://localhost:4010/ws/v1 (no trailing slash). */
  wsBaseUrl: stripTrailingSlash(read(raw.VITE_WS_BASE_URL, ENV_DEFAULTS.wsBaseUrl)),
  /**
   * Domain attribute of the cookies the app writes, e.g. `.example.com` when the app and the API are sibling
   * hosts (app.example.com, api.example.com): the socket authenticates with the `session` cookie, which must
   * reach the API's host. Unset: host-only cookies.
   */
  cookieDomain: raw.VITE_COOKIE_DOMAIN?.trim() || undefined,
  /** Google tag id; analytics is off (no script, no events) when unset. */
  gtagId: raw.VITE_GTAG_ID?.trim() || undefined,
  /** Marketing site used by footer and legal links. */
  landingBaseUrl: stripTrailingSlash(read(raw.VITE_LANDING_BASE_URL, 'https://mockint.example.com')),
  isProduction: raw.PROD,
  /** Dev-only helpers (e.g. the wizards' Auto Populate link): on outside production, or forced for e2e builds. */
  showDevTools: !raw.PROD || raw.VITE_SHOW_DEV_TOOLS === 'true',
  appName: 'MockInt',
} as const;

export type Env = typeof env;
