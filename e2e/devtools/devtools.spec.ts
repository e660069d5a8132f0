import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, toast } from '../fixtures.ts';
import { SOCKET_ERROR_CODES } from '@mockint/api-contract/socket';
import { roomAtUserTurn } from '../tests/interview/helpers.ts';
import { scaled } from '../machine.ts';
import { openPanel, panelOf, toggleOf } from './panel.ts';

/** Closes the panel from inside it (Escape with focus in the panel): focus goes back to the toggle. */
async function closePanel(page: Page) {
  await panelOf(page).getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('Escape');
  await expect(panelOf(page)).toBeHidden();
  await expect(toggleOf(page)).toBeFocused();
}

test.describe('mock devtools (development build)', () => {
  test('switches persona from the panel: the app reloads signed in as that persona', async ({ page }) => {
    await page.goto('/');
    await toggleOf(page).click({ timeout: scaled(60_000) });
    const panel = panelOf(page);
    // The toggle hands focus to the panel it opened.
    await expect(panel.getByRole('tab', { name: 'Session' })).toBeFocused();
    await expect(panel.getByRole('button', { name: 'Sign in as premium' })).toBeVisible();
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Sign in as premium' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard/);
    // The reload keeps the panel open on its tab (remembered per browser).
    await expect(panel.getByRole('tab', { name: 'Session' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByText('Sam Okafor', { exact: true })).toBeVisible();
    await expect(panel.getByText('PREMIUM', { exact: true })).toBeVisible();
    await expect(panel.getByTestId('devtools-credits')).toHaveText('42');
    await closePanel(page);
  });

  test('loads a scenario from the panel: the app reloads as its persona, without credits', async ({
    page,
  }) => {
    await page.goto('/');
    const panel = await openPanel(page, 'Session');
    await panel.getByRole('button', { name: 'Load no-credits' }).click();
    // The scenario's persona signs in afresh and the app reloads on the dashboard under it.
    await expect(page).toHaveURL(/\/app\/dashboard/);
    await expect(page.getByTestId('credit-balance')).toHaveText(/^No\s+Credits$/);
    await expect(panel.getByText('Jordan Lee', { exact: true })).toBeVisible();
    await expect(panel.getByTestId('devtools-active-scenario')).toHaveText('no-credits');
    // Unloaded again from the panel, so the mock the other specs share is as it started.
    await panel.getByRole('button', { name: 'Unload scenario' }).click();
    await expect(panel.getByTestId('devtools-active-scenario')).toHaveText('none');
  });

  test('an HTTP fault injected from the panel shows the spec toast', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/app/dashboard');
    const panel = await openPanel(page, 'HTTP');
    await panel.getByLabel('Operation', { exact: true }).selectOption('GET /candidate-transactions');
    await panel.getByLabel('Status').selectOption('500');
    await panel.getByLabel('Next N calls').fill('3');
    await panel.getByRole('button', { name: 'Inject fault' }).click();
    await expect(panel.getByRole('list', { name: 'Active rules' })).toContainText(
      'GET /candidate-transactions → 500 Internal server error',
    );
    await expectAccessible(page);
    // The app beside the open panel: its navigation still answers the pointer.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(toast(page, 'Failed to fetch transactions. Please try again.')).toBeVisible();
    await expect(panel).toBeVisible();
  });

  // One room at the candidate's turn for both tabs: reaching it on the dev server is most of each check's cost
  // (decision 0766). The Frames tab first, as it only reads; each step names what it checks.
  test('socket panel: the Frames tab shows a model_response with its transcript and no base64; an error code shows its dialog; drop shows Connection Lost', async ({
    page,
    signIn,
    mock,
  }) => {
    test.setTimeout(180_000);
    await roomAtUserTurn(page, signIn, mock);

    await test.step('the Frames tab shows a model_response with its transcript and no base64', async () => {
      const panel = await openPanel(page, 'Frames');
      await panel.getByLabel('Filter by type').selectOption('model_response');
      const frames = panel.getByRole('list', { name: 'Socket frames' });
      const first = frames.getByRole('listitem').first();
      await expect(first).toContainText('model_response');
      await expect(first).toContainText('"transcript":"');
      await expect(first).toContainText(/<audio: \d+ bytes of base64>/);
      expect(await frames.innerText()).not.toMatch(/[A-Za-z0-9+/]{200,}/);
      await expect(panel.getByRole('status').first()).toContainText('0 contract violation(s)');
      await expectAccessible(page);
    });

    await test.step('an error code sent from the Socket tab shows its dialog', async () => {
      const panel = await openPanel(page, 'Socket');
      await expect(panel.getByLabel('Room state')).toContainText('ONGOING');
      await expectAccessible(page);
      await panel.getByLabel('Error code').selectOption('ERROR_HANDLING_USER_RESPONSE_TEXT');
      await panel.getByRole('button', { name: 'Send error frame' }).click();
      const audioError = page.getByRole('alertdialog', { name: 'Audio Processing Error' });
      await expect(audioError).toBeVisible();
      await audioError.getByRole('button', { name: 'Retry' }).click();
      await expect(audioError).toBeHidden();
    });

    await test.step('drop from the Socket tab shows Connection Lost', async () => {
      const panel = await openPanel(page, 'Socket');
      await panel.getByRole('button', { name: 'Drop now' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Connection Lost' })).toBeVisible();
    });
  });
});

test('every code of the socket error catalogue, sent from the panel, opens the dialog the spec names', async ({
  page,
  signIn,
  mock,
}) => {
  test.setTimeout(600_000);
  const room = await roomAtUserTurn(page, signIn, mock);
  const dialogFor = (code: string) =>
    code === 'ERROR_MULTIPLE_CONNECTIONS'
      ? 'Multiple Sessions Detected'
      : code.startsWith('ERROR_HANDLING_USER_RESPONSE_')
        ? 'Audio Processing Error'
        : 'Generation Error';
  for (const code of SOCKET_ERROR_CODES) {
    const panel = await openPanel(page, 'Socket');
    await panel.getByLabel('Error code').selectOption(code);
    await panel.getByRole('button', { name: 'Send error frame' }).click();
    if (code === 'ERROR_NOT_USER_TURN') {
      // Not a dialog (decision 0635, a recorded deviation from the spec's "any other code"): the server has the
      // turn, and the room waits for it. The frame arrived (Frames shows it), and no dialog opened.
      const frames = await openPanel(page, 'Frames');
      await expect(frames.getByText(`"code":"${code}"`).first()).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    } else {
      // The room's dialog opens beside the panel (the reload below closes it; the panel stays open).
      const dialog = page.getByRole('alertdialog', { name: dialogFor(code) });
      await expect(dialog, code).toBeVisible();
      if (dialogFor(code) === 'Generation Error')
        await expect(dialog.getByTestId('error-code')).toHaveText(code);
    }
    // Back to a live room for the next code: a reload and Start Interview rejoin it (the room is ONGOING).
    await page.goto(`/interview/room?session=${room.id}`);
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await expect(page.getByText(/has joined the interview session\./).last()).toBeVisible({
      timeout: scaled(60_000),
    });
  }
});
