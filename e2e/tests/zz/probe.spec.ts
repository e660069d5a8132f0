import { expect, test } from '../../fixtures.ts';
import { roomWithStatus, joinThroughDeviceCheck, startInterview, waitForUserTurn } from '../interview/helpers.ts';

async function cpu(page: any) {
  const b = await page.context().browser().newBrowserCDPSession();
  const { processInfo } = await b.send('SystemInfo.getProcessInfo');
  await b.detach();
  const s = await page.context().newCDPSession(page);
  await s.send('Performance.enable');
  const { metrics } = await s.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x: any) => [x.name, x.value]));
  const byType: Record<string, number> = {};
  for (const p of processInfo) byType[p.type] = (byType[p.type] ?? 0) + p.cpuTime;
  return { byType, task: m.TaskDuration, script: m.ScriptDuration, layout: m.LayoutDuration, style: m.RecalcStyleDuration, frames: m.Frames };
}
function diff(a: any, b: any) {
  const t: Record<string, string> = {};
  for (const k of Object.keys(b.byType)) t[k] = (b.byType[k] - (a.byType[k] ?? 0)).toFixed(2);
  return { proc: t, task: (b.task - a.task).toFixed(2), script: (b.script - a.script).toFixed(2), layout: (b.layout - a.layout).toFixed(2), style: (b.style - a.style).toFixed(2), frames: b.frames - a.frames };
}

test('probe room idle', async ({ page, signIn, mock }) => {
  test.setTimeout(120_000);
  const s = await signIn();
  let c0 = await cpu(page);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: /Interview Sessions|Dashboard/ }).first()).toBeVisible();
  let c1 = await cpu(page);
  console.log('dashboard load', JSON.stringify(diff(c0, c1)));
  await page.waitForTimeout(10_000);
  let c2 = await cpu(page);
  console.log('dashboard idle 10s', JSON.stringify(diff(c1, c2)));
  const room = await roomWithStatus(mock, s, 'REGISTERED');
  await joinThroughDeviceCheck(page, room.id);
  let c3 = await cpu(page);
  console.log('join+device check', JSON.stringify(diff(c2, c3)));
  await page.waitForTimeout(10_000);
  let c4 = await cpu(page);
  console.log('room before start idle 10s', JSON.stringify(diff(c3, c4)));
  await startInterview(page);
  await waitForUserTurn(page);
  let c5 = await cpu(page);
  console.log('start→user turn', JSON.stringify(diff(c4, c5)));
  await page.waitForTimeout(10_000);
  let c6 = await cpu(page);
  console.log('user turn idle 10s', JSON.stringify(diff(c5, c6)));
});
