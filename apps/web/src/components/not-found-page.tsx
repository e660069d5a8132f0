import { Link } from 'react-router';
import { buttonVariants } from '@mockint/ui';
import { SkipLink } from '@/components/page-title';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <title>Page Not Found · MockInt</title>
      <SkipLink />
      <p className="text-6xl font-bold text-primary-soft" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">
        The page you are looking for does not exist or has been moved.
      </p>
      <Link to={paths.login} className={buttonVariants()}>
        Go Home
      </Link>
    </main>
  );
}
