import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
} from './alert-dialog';

describe('AlertDialog: where focus lands when it opens', () => {
  it('on the Cancel when there is one (the safe choice)', async () => {
    render(
      <AlertDialog open>
        <AlertDialogContent title="Are you sure?" description="You will not be able to rejoin.">
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction>Leave</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  // Radix focuses its Cancel and nothing else: without one, focus stayed behind the dialog (on the page's body, or a
  // control the dialog hides), and a keyboard user's Enter did nothing or acted on the page beneath.
  it("without a Cancel, on the footer's primary action (its last button), not on a way out before it", async () => {
    render(
      <AlertDialog open>
        <AlertDialogContent title="Connection Lost" description="The connection was interrupted.">
          <AlertDialogFooter>
            <Button type="button" variant="outline">
              End Interview
            </Button>
            <AlertDialogAction>Reconnect</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reconnect' })).toHaveFocus());
  });

  it('without an enabled button, on the dialog itself', async () => {
    render(
      <AlertDialog open>
        <AlertDialogContent title="Revoking" description="Please wait.">
          <AlertDialogFooter>
            <Button type="button" disabled>
              Revoke Other Session
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Revoking' })).toHaveFocus());
  });
});
