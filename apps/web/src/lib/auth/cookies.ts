// Plain document.cookie: the login route cannot afford a cookie library in its bundle.
import { env } from '@/config/env';
import { cookieNames } from './cookie-names';

export { cookieNames };

// RFC 6265 cookie-octets exclude controls, whitespace, '"', ',', ';' and '\'. Only those are escaped so
// ordinary values (tokens, the id:token pair, ISO dates) are stored verbatim and readable by any client.
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const UNSAFE = /[\u0000-\u0020",;\\%\u007f-\uffff]/g;
const encodeValue = (value: string) => value.replace(UNSAFE, (c) => encodeURIComponent(c));

function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface CookieOptions {
  expires?: Date;
  path?: string;
  /** Defaults to VITE_COOKIE_DOMAIN (sibling app and API hosts); unset means host-only. */
  domain?: string;
}

/**
 * Attributes of every cookie the app writes: SameSite=Lax (not sent on cross-site subrequests), Secure when
 * the page is served over HTTPS, Domain when configured. HttpOnly cannot be set from JavaScript (decision 0430).
 */
export function cookieAttributes(options: CookieOptions & { secure: boolean }): string[] {
  const parts = [`path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  if (options.secure) parts.push('Secure');
  return parts;
}

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const attributes = cookieAttributes({ domain: env.cookieDomain, ...options, secure: isHttps() });
  document.cookie = [`${name}=${encodeValue(value)}`, ...attributes].join('; ');
}

export function getCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() === name) {
      const value = decodeValue(pair.slice(index + 1).trim());
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

export function removeCookie(name: string, path = '/'): void {
  const expired = { path, expires: new Date(0), secure: isHttps() };
  document.cookie = [`${name}=`, ...cookieAttributes(expired)].join('; ');
  // A cookie written with a Domain is only removed by a write with the same Domain.
  if (env.cookieDomain)
    document.cookie = [`${name}=`, ...cookieAttributes({ ...expired, domain: env.cookieDomain })].join('; ');
}

/** Every cookie name visible to the page. */
export function cookieNamesPresent(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** Logout clears all cookies (spec), not only ours. Also tries the current path for cookies set there. */
export function clearAllCookies(): void {
  const here = typeof location === 'undefined' ? '/' : location.pathname;
  for (const name of cookieNamesPresent()) {
    removeCookie(name, '/');
    if (here !== '/') removeCookie(name, here);
  }
}

export interface SessionCookieInput {
  candidateId: string;
  accessToken: string;
  refreshToken: string;
  /** Token lifetime in seconds. */
  expiresIn: number;
}

/**
 * Writes the session cookies of a sign-in (spec): accessToken, refreshToken, expiresAt (ISO date) and session
 * (`${candidateId}:${accessToken}`), all with path / and expiring with the token (expiresIn seconds). Returns
 * when they expire.
 */
export function setSessionCookies(input: SessionCookieInput, now: Date = new Date()): Date {
  const expires = new Date(now.getTime() + input.expiresIn * 1000);
  const options = { expires, path: '/' };
  setCookie(cookieNames.accessToken, input.accessToken, options);
  setCookie(cookieNames.refreshToken, input.refreshToken, options);
  setCookie(cookieNames.expiresAt, expires.toISOString(), options);
  setCookie(cookieNames.session, `${input.candidateId}:${input.accessToken}`, options);
  return expires;
}

export function getAccessToken(): string | undefined {
  return getCookie(cookieNames.accessToken);
}

/** The spec: the user counts as logged in while an accessToken cookie exists. */
export function hasAccessToken(): boolean {
  return getAccessToken() !== undefined;
}
