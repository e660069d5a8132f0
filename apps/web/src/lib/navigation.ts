/**
 * Navigation from outside React (API client 401 handler, background profile refresh). The router registers
 * its navigate at start-up; before that a full page load is the safe fallback.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigateImpl(to, options);
}

/** Navigation state understood by the /logout page: a message to show once logout has cleared the toasts. */
export interface LogoutNavigationState {
  errorMessage?: string;
  /** Not the candidate's choice (a 401, a failed profile refresh): nothing may ask them to stay first. */
  forced?: boolean;
}

/** Whether a navigation's state marks it as a forced logout (see LogoutNavigationState.forced). */
export function isForcedLogout(state: unknown): boolean {
  return (state as LogoutNavigationState | null)?.forced === true;
}
