// The room's dialogs and its unsent-answer banner by keyboard, in real Chromium (decision 0767): each dialog named and
// described, focus on its primary action when it opens (decision 0647), Tab kept inside it in the order a user
// reads, Escape closing only the question that has a Cancel, and each action by Enter or Space. The states that lead
// to them (offline, a half-open socket, a take-over…) are the e2e's (interview-network-keyboard.spec.ts).
import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInApp, settles } from '../../../../../test/component';
import type { SessionDialog } from '../../session/session-types';
import { RESEND_TEXT, ResendAnswer } from './resend-answer';
import { LeaveDialog, SessionErrorDialog, StartInterviewDialog } from './room-dialogs';

function renderSessionDialog(dialog: SessionDialog) {
  const actions = {
    onRevoke: vi.fn(),
    onBackToDashboard: vi.fn(),
    onRetry: vi.fn(),
    onRefresh: vi.fn(),
    onReconnect: vi.fn(),
    onEndInterview: vi.fn(),
  };
  renderInApp(
    <>
      <button type="button">On the page</button>
      <SessionErrorDialog dialog={dialog} revoking={false} {...actions} />
    </>,
  );
  return actions;
}

/** The names of the buttons focus visits on `presses` Tabs from where it is. */
async function tabOrder(presses: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < presses; i++) {
    await userEvent.tab();
    seen.push(document.activeElement?.textContent?.trim() ?? '');
  }
  return seen;
}

const CASES: {
  dialog: SessionDialog;
  title: string;
  description: RegExp;
  /** The buttons in reading order; the last is the primary action, which has focus on open. */
  buttons: string[];
  primary: 'onReconnect' | 'onRevoke' | 'onRetry' | 'onRefresh';
}[] = [
  {
    dialog: { kind: 'connection-lost' },
    title: 'Connection Lost',
    description: /^The connection to the interview was interrupted\./,
    buttons: ['End Interview', 'Reconnect'],
    primary: 'onReconnect',
  },
  {
    dialog: { kind: 'multiple-sessions' },
    title: 'Multiple Sessions Detected',
    description: /already open in another tab or device/,
    buttons: ['Back to Dashboard', 'Revoke Other Session'],
    primary: 'onRevoke',
  },
  {
    dialog: { kind: 'revoked' },
    title: 'Interview continues in another tab',
    description: /taken over by another tab or device/,
    buttons: ['Back to Dashboard', 'Continue Here'],
    primary: 'onRevoke',
  },
  {
    dialog: { kind: 'audio-processing' },
    title: 'Audio Processing Error',
    description: /^We could not process your response\./,
    buttons: ['Retry'],
    primary: 'onRetry',
  },
  {
    dialog: { kind: 'generation', code: 'ERROR_FROM_THE_FUTURE' },
    title: 'Generation Error',
    description: /^Something went wrong while generating/,
    buttons: ['Refresh Page'],
    primary: 'onRefresh',
  },
];

test.each(CASES)(
  '$title: named and described, focus on its primary action, Tab stays inside, Escape does not dismiss it, Enter acts',
  async ({ dialog, title, description, buttons, primary }) => {
    const actions = renderSessionDialog(dialog);
    const box = await screen.findByRole('alertdialog', { name: title });
    expect(box).toHaveAccessibleDescription(description);
    const main = screen.getByRole('button', { name: buttons[buttons.length - 1]! });
    await settles(() => expect(main).toHaveFocus());
    // Around the dialog and back, never onto the page beneath it.
    expect(await tabOrder(buttons.length)).toEqual([...buttons]);
    expect(main).toHaveFocus();
    // An alert dialog is answered, not dismissed: Escape leaves it open and calls nothing.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: title })).toBeVisible();
    for (const action of Object.values(actions)) expect(action).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(actions[primary]).toHaveBeenCalledOnce();
  },
);

test("Connection Lost's End Interview is reached by Shift+Tab and taken by Space", async () => {
  const actions = renderSessionDialog({ kind: 'connection-lost' });
  await settles(() => expect(screen.getByRole('button', { name: 'Reconnect' })).toHaveFocus());
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'End Interview' })).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(actions.onEndInterview).toHaveBeenCalledOnce();
  expect(actions.onReconnect).not.toHaveBeenCalled();
});

test("'Are you sure?' (End interview, a header link, the browser's Back) opens on Cancel, and Escape is Cancel", async () => {
  const onOpenChange = vi.fn();
  const onLeave = vi.fn();
  renderInApp(<LeaveDialog open onOpenChange={onOpenChange} onLeave={onLeave} />);
  const box = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
  expect(box).toHaveAccessibleDescription('You want to leave the interview? You will not be able to rejoin.');
  await settles(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  expect(await tabOrder(2)).toEqual(['Leave', 'Cancel']);
  await userEvent.keyboard('{Escape}');
  expect(onOpenChange).toHaveBeenCalledWith(false);
  expect(onLeave).not.toHaveBeenCalled();
});

test("'Are you sure?' with an answer not confirmed as received says leaving may lose it, and still opens on Cancel", async () => {
  renderInApp(<LeaveDialog open onOpenChange={vi.fn()} onLeave={vi.fn()} unsentAnswer />);
  const box = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
  expect(box).toHaveAccessibleDescription(
    'You want to leave the interview? You will not be able to rejoin. Your last answer has not been confirmed as ' +
      'received: if you leave now, it may be lost. Cancel to send it again.',
  );
  await settles(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
});

test('Ready to start? (after a join or a reload) opens on Start Interview', async () => {
  const onStart = vi.fn();
  renderInApp(<StartInterviewDialog open onStart={onStart} />);
  await screen.findByRole('alertdialog', { name: 'Ready to start?' });
  await settles(() => expect(screen.getByRole('button', { name: 'Start Interview' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  expect(onStart).toHaveBeenCalledOnce();
});

test('the unsent-answer banner: a labelled region whose Discard and Send Answer Again follow its words by Tab', async () => {
  const onResend = vi.fn();
  const onDiscard = vi.fn();
  renderInApp(
    <>
      <button type="button">Before</button>
      <ResendAnswer why="kept" onResend={onResend} onDiscard={onDiscard} />
    </>,
  );
  const banner = screen.getByRole('region', { name: 'Unsent answer' });
  expect(banner).toHaveTextContent(RESEND_TEXT.kept);
  screen.getByRole('button', { name: 'Before' }).focus();
  expect(await tabOrder(2)).toEqual(['Discard', 'Send Answer Again']);
  await userEvent.keyboard('{Enter}');
  expect(onResend).toHaveBeenCalledOnce();
  await userEvent.tab({ shift: true });
  await userEvent.keyboard(' ');
  expect(onDiscard).toHaveBeenCalledOnce();
});
