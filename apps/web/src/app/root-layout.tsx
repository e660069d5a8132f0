import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { pageAt } from '@/config/pages';
import { PartBoundary } from '@/components/part-boundary';
import { closeFeedbackDialog, openFeedbackDialog, useFeedbackDialog } from '@/hooks/use-feedback-dialog';
import { onDemand } from '@/lib/on-demand';
import { ToasterHost } from './providers';

// The dialog pulls in forms, validation and the query client: load it only when it is opened.
const feedbackDialog = onDemand(() => import('./feedback-dialog-with-data'));

/** Opens the feedback dialog for ?feedback=true (Help link, dashboard link) and mounts it on demand. */
function FeedbackDialogHost() {
  const [params] = useSearchParams();
  const { isOpen } = useFeedbackDialog();
  const requested = params.get('feedback') === 'true';
  useEffect(() => {
    if (requested) openFeedbackDialog();
  }, [requested]);
  if (!isOpen) return null;
  // A failed download of the form says so with Try again; the page under it (a live interview) keeps running (decision 0658).
  return (
    <PartBoundary
      what="The feedback form"
      retry={feedbackDialog.preload}
      onDismiss={closeFeedbackDialog}
      floating
    >
      <feedbackDialog.Component />
    </PartBoundary>
  );
}

/** Thin bar at the top while a lazy route or its loader is on its way. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-primary-soft"
    />
  );
}

/**
 * The tab title config/pages.ts declares for the page at the URL (pages without one, the login and not-found
 * pages, set their own). First in the markup: a prerendered frame lifts it into the head (prerender-frames.ts).
 */
function RouteTitle() {
  const title = pageAt(useLocation().pathname)?.title;
  return title ? <PageTitle title={title} /> : null;
}

export function RootLayout() {
  return (
    <>
      <RouteTitle />
      <NavigationProgress />
      <Outlet />
      <FeedbackDialogHost />
      <ToasterHost />
      <ScrollRestoration />
    </>
  );
}
