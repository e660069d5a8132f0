import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import type { LogoutNavigationState } from '@/lib/navigation';
import { notify } from '@/lib/toast';
import { performLogout } from '../utils/logout';

/** /logout: clears the session, then shows the login page (the app base). */
export function LogoutPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const done = useRef(false);
  const message = (location.state as LogoutNavigationState | null)?.errorMessage;

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    performLogout();
    // Shown after the toasts were cleared, so a forced logout still explains itself.
    if (message) notify.error(message);
    void navigate('/', { replace: true });
  }, [message, navigate]);

  return <PageSpinner title="Signing you out..." description="Please wait while we end your session." />;
}
