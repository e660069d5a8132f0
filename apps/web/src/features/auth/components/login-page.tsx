import { useState, type MouseEvent } from 'react';
import { buttonVariants } from '@mockint/ui';
import { SkipLink } from '@/components/page-title';
import { AppFooter } from '@/components/app-footer';
import { Logo } from '@/components/logo';
import { paths, withQuery } from '@/config/paths';
import { navigateTo } from '@/lib/navigation';
import { hasVisitedBefore } from '@/lib/storage';
import { queryValue } from '../utils/redirects';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** A plain click goes through the router once it is running; before that it is an ordinary page load. */
function followInApp(event: MouseEvent<HTMLAnchorElement>) {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  event.preventDefault();
  navigateTo(event.currentTarget.getAttribute('href') ?? paths.signIn);
}

/**
 * `/`: the login page. Logged-in users never see it (the guard sends them to the dashboard). It needs no router
 * (decision 0030): a first visit paints it before react-router and the rest of the app have downloaded.
 */
export function LoginPage({ search }: { search: string }) {
  const params = new URLSearchParams(search);
  // Read once: signing in from here must not flip the greeting while the page is still showing.
  const [returning] = useState(hasVisitedBefore);
  // Whatever brought the user here (a template link, the demo, a theme) is handed on to the sign-in start.
  const signInHref = withQuery(paths.signIn, {
    platform: 'google',
    redirect: queryValue(params, 'redirect'),
    theme: queryValue(params, 'theme'),
    interviewTemplateId: queryValue(params, 'interviewTemplateId'),
  });

  return (
    <div className="flex min-h-dvh flex-col">
      <title>Sign in · MockInt</title>
      <SkipLink />
      <main className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="flex w-full max-w-md flex-col items-center gap-6 rounded-xl border border-border bg-card p-8 text-center shadow-lg">
          <Logo withName className="text-xl" />
          <div className="flex flex-col gap-2">
            <h1 className="text-2xl font-semibold">{returning ? 'Welcome back' : 'Welcome'}</h1>
            <p className="text-muted-foreground">
              Sign in to practise real-time mock interviews with an AI interviewer and get instant feedback.
            </p>
          </div>
          {/* buttonVariants, not <Button>: keeps tailwind-merge off the login route (size budget). */}
          <a
            href={signInHref}
            onClick={followInApp}
            className={`${buttonVariants({ variant: 'outline', size: 'lg' })} w-full`}
          >
            <GoogleIcon />
            Sign in with Google
          </a>
          <p className="text-xs text-muted-foreground">
            No credit card required. New accounts start on the free Explorer Plan.
          </p>
        </div>
      </main>
      <AppFooter />
    </div>
  );
}
