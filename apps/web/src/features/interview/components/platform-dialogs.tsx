import { useNavigate } from 'react-router';
import { AlertDialog, AlertDialogAction, AlertDialogContent, AlertDialogFooter } from '@mockint/ui';
import { paths } from '@/config/paths';

/** iOS / mobile blockers of the join page (spec). Both send the user to the dashboard. */
export function PlatformDialog({ kind }: { kind: 'ios' | 'mobile' | null }) {
  const navigate = useNavigate();
  if (!kind) return null;
  const ios = kind === 'ios';
  return (
    <AlertDialog open>
      <AlertDialogContent
        title={ios ? 'Interview Unavailable on iOS' : 'Interview Unavailable on Mobile'}
        description={
          ios
            ? 'Audio playback for the live interview is not supported on iOS devices. Please use a desktop computer to join your interview.'
            : 'The live interview needs a desktop browser for reliable audio. Please join from a desktop computer.'
        }
      >
        <AlertDialogFooter>
          <AlertDialogAction onClick={() => navigate(paths.dashboard)}>
            {ios ? 'Go to Dashboard' : 'Continue to Dashboard'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
