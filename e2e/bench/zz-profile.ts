// scratch: CPU profile of one throttled cold load (not committed)
import { launchChromium, startMockAndPreview } from './lib.ts';
import { setSessionCookies, type SignedIn } from '../fixtures.ts';
import { writeFileSync } from 'node:fs';
const route = process.argv[2] ?? 'report';
const servers = await startMockAndPreview();
const browser = await launchChromium();
await (await import('./lib.ts')).waitFor(servers.webUrl);
const res = await fetch(`${servers.mockUrl}/__mock/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona: 'default' }) });
const s = ((await res.json()) as { data: SignedIn }).data;
const latest = await (await fetch(`${servers.mockUrl}/api/v1/candidate/interview-feedbacks/latest`, { headers: { authorization: `Bearer ${s.accessToken}` } })).json() as { data: { interviewRoom: { id: string } } };
const id = latest.data.interviewRoom.id;
const url = route === 'report' ? `/app/interview-sessions/report?session=${id}` : `/interview/feedback?session=${id}`;
const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
const page = await context.newPage();
await setSessionCookies(page, s);
await page.addInitScript((c) => { localStorage.setItem('candidate', c); localStorage.setItem('intro', 'true'); }, JSON.stringify(s.candidate));
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(`${servers.webUrl}${url}`, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop') as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]; samples: number[]; timeDeltas: number[] } };
writeFileSync(`/tmp/prof/${route}.cpuprofile`, JSON.stringify(profile));
// self time by url and by function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const byUrl = new Map<string, number>(); const byFn = new Map<string, number>();
for (const [id, t] of self) { const n = byId.get(id)!; const u = n.callFrame.url.replace(/.*\/assets\//, '') || '(native)'; byUrl.set(u, (byUrl.get(u) ?? 0) + t); const f = `${n.callFrame.functionName || '(anon)'} ${u}:${n.callFrame.lineNumber}`; byFn.set(f, (byFn.get(f) ?? 0) + t); }
console.log('by file (ms, throttled)'); for (const [u, t] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(String(Math.round(t / 1000)).padStart(6), u);
console.log('by function'); for (const [u, t] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(Math.round(t / 1000)).padStart(6), u);
await browser.close(); await servers.close();
