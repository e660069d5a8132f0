// The sign-in start screen's refusals (moved from the e2e 'sign-in start failures' group, decision 0772): each
// answer of the authorization-uri call the e2e stubbed with page.route, answered here by a stubbed fetch, and
// what the visitor sees: the toast, and the login page again. The e2e keeps the refused platform.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { registerNavigate, type NavigateOptions } from '@/lib/navigation';
import { Address, clearToasts, jsonAnswer, renderRoutesInApp, settles } from '../../../../test/component';
import { LoginPage } from './login-page';
import { SignInPage } from './sign-in-page';

const GOOGLE_FAILED = 'Failed to sign in with Google, please try again';
const GENERIC = 'Something went wrong, please try again';

afterEach(async () => {
  await clearToasts();
  // Navigation from outside React goes back to full page loads, as before the router starts (lib/navigation).
  registerNavigate((to, options) =>
    options?.replace ? window.location.replace(to) : window.location.assign(to),
  );
});

function Login() {
  return (
    <>
      <LoginPage search={useLocation().search} />
      <Address />
    </>
  );
}

/**
 * Opens `url` (the sign-in start screen) in a router that also has the login page; any other page (a logout's)
 * shows only its address.
 */
function openSignIn(url: string) {
  // The provider's address is never followed here: a page that tried would leave this test's window.
  vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  let navigate: (to: string, options?: NavigateOptions) => void = () => undefined;
  // As the app's router does at start: a 401's logout would go through it (src/app/router.tsx).
  registerNavigate((to, options) => navigate(to, options));
  const { router } = renderRoutesInApp(
    [
      { path: paths.signIn, element: <SignInPage /> },
      { path: paths.login, element: <Login /> },
      { path: '*', element: <Address /> },
    ],
    { route: url },
  );
  navigate = (to, options) => void router.navigate(to, options);
}

/** Every call of the screen (only POST /auth/google/authorization-uri) gets `answer`. */
function answerAuthorizationUri(answer: () => Response) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!new URL(request.url).pathname.endsWith('/auth/google/authorization-uri'))
      throw new TypeError(`Failed to fetch (unexpected ${request.method} ${request.url})`);
    return answer();
  });
}

/** A 200 envelope carrying `data` (possibly malformed). */
const okWith = (data: Record<string, unknown>) => () => jsonAnswer({ status: 200, message: 'OK', data });

/** The toasts showing, as sonner renders them. */
const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];

/**
 * The toast with `text` shows (e2e: toast(page, text).toBeVisible()). A failure lists every toast seen while
 * waiting: sonner removes a toast after 4 s, so the one that came instead may be gone by the end of the wait.
 */
async function expectToast(text: string) {
  const seen = new Set<string | null>();
  await settles(() => {
    const shown = toasts();
    for (const t of shown) seen.add(t.textContent);
    expect([...seen], `a toast saying '${text}'`).toContainEqual(expect.stringContaining(text));
    expect(shown.find((t) => t.textContent?.includes(text))).toBeVisible();
  });
}

async function expectOnLoginPage() {
  await settles(() =>
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/(\?.*)?$/),
  );
  expect(screen.getByRole('link', { name: 'Sign in with Google' })).toBeVisible();
}

describe('sign-in start failures', () => {
  it('a non-200 answer is refused', async () => {
    answerAuthorizationUri(() =>
      jsonAnswer({ status: 500, message: 'Internal server error', data: null }, 500),
    );
    openSignIn('/auth/sign-in?platform=google');
    await expectToast(GOOGLE_FAILED);
    await expectOnLoginPage();
  });

  for (const status of [401, 404, 502, 503]) {
    it(`a ${status} answer gets the Google message, not the generic one nor a logout`, async () => {
      answerAuthorizationUri(() => jsonAnswer({ status, message: 'Unavailable', data: null }, status));
      openSignIn('/auth/sign-in?platform=google');
      await expectToast(GOOGLE_FAILED);
      expect(toasts().filter((t) => t.textContent?.includes(GENERIC))).toHaveLength(0);
      await expectOnLoginPage();
    });
  }

  it('an answer without codeVerifier is refused and nothing is stored', async () => {
    answerAuthorizationUri(okWith({ authorizationUri: 'https://accounts.google.com/o/oauth2/auth' }));
    openSignIn('/auth/sign-in?platform=google&redirect=demo');
    await expectToast(GOOGLE_FAILED);
    await expectOnLoginPage();
    expect(Object.keys(window.localStorage)).not.toContain('codeVerifier');
  });

  it('an authorization address on a foreign site is never followed', async () => {
    answerAuthorizationUri(
      okWith({ authorizationUri: 'https://phishing.example/login', codeVerifier: 'cv' }),
    );
    openSignIn('/auth/sign-in?platform=google');
    await expectToast(GOOGLE_FAILED);
    await expectOnLoginPage();
    expect(window.location.assign).not.toHaveBeenCalled();
  });

  it('a network failure shows the generic message', async () => {
    answerAuthorizationUri(() => {
      throw new TypeError('Failed to fetch');
    });
    openSignIn('/auth/sign-in?platform=google');
    await expectToast(GENERIC);
    await expectOnLoginPage();
  });
});
