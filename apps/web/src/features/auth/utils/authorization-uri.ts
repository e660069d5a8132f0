export const GOOGLE_ACCOUNTS_ORIGIN = 'https://accounts.google.com';

/** Origins the browser may be sent to for sign-in: the API's own (mock provider) and Google's. */
export function allowedAuthorizationOrigins(apiBaseUrl: string): string[] {
  const origins = [GOOGLE_ACCOUNTS_ORIGIN];
  try {
    origins.push(new URL(apiBaseUrl).origin);
  } catch {
    // A malformed API base leaves only Google allowed.
  }
  return origins;
}

/**
 * Guards the navigation to the provider: an API answer must not be able to send the user to an arbitrary
 * site (open redirect / phishing) or run script via a javascript: URL.
 */
export function isAllowedAuthorizationUri(uri: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return allowedOrigins.includes(url.origin);
}
