// The Frames tab's search, copy and HAR export (decision 0311): the room's socket in `_webSocketMessages` beside the app's API
// calls. A mock started on it alone replays the room, and Playwright's routeFromHAR serves its HTTP entries.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { buildServer } from '@mockint/mock-server';
import { expect, test } from '../fixtures.ts';
import { roomAtUserTurn } from '../tests/interview/helpers.ts';
import { openPanel } from './panel.ts';

interface HarEntry {
  request: { method: string; url: string };
  response: { status: number; content: { text?: string } };
  _webSocketMessages?: { type: 'send' | 'receive'; data: string }[];
}

test('a HAR exported from the Frames tab replays the room in a mock, and routeFromHAR serves its calls', async ({
  page,
  signIn,
  mock,
}, testInfo) => {
  test.setTimeout(180_000);
  const room = await roomAtUserTurn(page, signIn, mock);
  const panel = await openPanel(page, 'Frames');

  await test.step('search narrows the log; one frame copies as JSON, audio kept', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const frames = panel.getByRole('list', { name: 'Socket frames' }).getByRole('listitem');
    await panel.getByLabel('Search frames').fill('hint_response');
    await expect(frames.first()).toContainText('hint_response');
    await expect(frames.filter({ hasNotText: 'hint_response' })).toHaveCount(0);
    await frames
      .first()
      .getByRole('button', { name: /^Copy hint_response frame/ })
      .click();
    await expect(panel.getByText('Copied the hint_response frame as JSON')).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied).toMatchObject({ type: 'hint_response' });
    await panel.getByLabel('Search frames').fill('');
  });

  const harPath = testInfo.outputPath('replay', 'room.har');
  await test.step('Export as HAR downloads HAR 1.2 with the socket and the API calls', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export as HAR' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.har$/);
    await download.saveAs(harPath);
  });
  const har = JSON.parse(await readFile(harPath, 'utf8')) as {
    log: { version: string; entries: HarEntry[] };
  };
  expect(har.log.version).toBe('1.2');
  const socket = har.log.entries.find((e) => e._webSocketMessages);
  expect(socket?.request.url).toContain(`session=${room.id}`);
  const received = socket!
    ._webSocketMessages!.filter((m) => m.type === 'receive')
    .map((m) => JSON.parse(m.data));
  expect(received.map((f: { type: string }) => f.type)).toContain('model_response');
  const me = har.log.entries.find((e) => e.request.url.endsWith('/api/v1/candidates/me'));
  expect(me?.response.status).toBe(200);

  await test.step('a mock with the HAR alone in MOCK_REPLAY_DIR plays the room: the same server frames, in order', async () => {
    const replay = await buildServer({ replayDir: path.dirname(harPath), replaySpeed: 0, logger: false });
    await replay.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (replay.server.address() as AddressInfo).port;
      // In the page (Node 20 has no WebSocket of its own). Replay answers each client frame the recording had
      // with the server frames that followed it: send the recorded client frames, wait for every server frame.
      const sent = socket!._webSocketMessages!.filter((m) => m.type === 'send').map((m) => m.data);
      const frames = await page.evaluate(
        ({ url, sent, expected }) =>
          new Promise<unknown[]>((resolve, reject) => {
            const ws = new WebSocket(url);
            const got: unknown[] = [];
            ws.onopen = () => sent.forEach((text) => ws.send(text));
            ws.onerror = () => reject(new Error('replay socket failed'));
            ws.onmessage = (event) => {
              got.push(JSON.parse(String(event.data)));
              if (got.length === expected) {
                ws.close();
                resolve(got);
              }
            };
          }),
        {
          url: `ws://127.0.0.1:${port}/ws/v1/interview/rooms?session=${room.id}`,
          sent,
          expected: received.length,
        },
      );
      expect(frames).toEqual(received);
    } finally {
      await replay.close();
    }
  });

  await test.step('routeFromHAR accepts the HTTP entries: a call is answered from the HAR, not the mock', async () => {
    await page.context().routeFromHAR(harPath, { url: /\/api\/v1\//, notFound: 'abort' });
    // Without a token the mock would answer 401; the HAR answers what the app received.
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, text: await response.text() };
    }, me!.request.url);
    expect(answer).toEqual({ status: 200, text: me!.response.content.text });
  });
});
