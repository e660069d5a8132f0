import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@mockint/ui';
import { AppFooter } from '@/components/app-footer';
import { Logo } from '@/components/logo';
import { paths, withQuery } from '@/config/paths';
import { queryValue } from '../utils/redirects';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.8-5.5 3.8-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.2 14.6 2.2 12 2.2 6.6 2.2 2.2 6.6 2.2 12s4.4 9.8 9.8 9.8c5.6 0 9.4-4 9.4-9.6 0-.6-.1-1.1-.2-1.6H12z"
      />
    </svg>
  );
}

/** `/`: the login page. Logged-in users never see it (the guard sends them to the dashboard). */
export function LoginPage() {
  const [params] = useSearchParams();
  // Whatever brought the user here (a template link, the demo, a theme) is handed on to the sign-in start.
  const signInHref = withQuery(paths.signIn, {
    platform: 'google',
    redirect: queryValue(params, 'redirect'),
    theme: queryValue(params, 'theme'),
    interviewTemplateId: queryValue(params, 'interviewTemplateId'),
  });

  return (
    <div className="flex min-h-dvh flex-col">
      <main className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="flex w-full max-w-md flex-col items-center gap-6 rounded-xl border border-border bg-card p-8 text-center shadow-lg">
          <Logo withName className="text-xl" />
          <div className="flex flex-col gap-2">
            <h1 className="text-2xl font-semibold">Welcome back</h1>
            <p className="text-muted-foreground">
              Sign in to practise real-time mock interviews with an AI interviewer and get instant feedback.
            </p>
          </div>
          {/* buttonVariants, not <Button>: keeps tailwind-merge off the login route (size budget). */}
          <Link to={signInHref} className={`${buttonVariants({ variant: 'outline', size: 'lg' })} w-full`}>
            <GoogleIcon />
            Sign in with Google
          </Link>
          <p className="text-xs text-muted-foreground">
            No credit card required. New accounts start on the free Explorer Plan.
          </p>
        </div>
      </main>
      <AppFooter />
    </div>
  );
}
