// Interview room bench (decisions 0609, 0803): the production build in Chromium against the in-process mock
// socket, 45 interviewer turns, every one but each tenth answered by push-to-talk: Chromium's fake
// microphone plays a WAV of speech (the coaching e2e's known-answer WAV, espeak-ng + sox, looped and cut of
// its trailing silence), so each spoken turn runs the app's real path — recorder → user_response_audio →
// the analysis Worker → IndexedDB. Each tenth turn is typed and sent with the Send button (the room's third
// interaction). Everything is measured inside the page in one run:
//  - arrival → audio start: a model_response frame's WebSocket `message` event (our listener, registered
//    before the app's) → its chunk starting (the <audio> element's `playing` event, or
//    AudioBufferSourceNode.start()). Only the first chunk of each turn arrives at an idle queue; later
//    chunks wait in line behind the one playing, so their start is governed by the pause, measured next.
//  - pause: a chunk's `ended` event → the next chunk of the same turn starting (spec: 300 ms after each).
//  - interaction → next paint of Start Speaking, End Response and Send: the longest Event Timing entry
//    (`event`, durationThreshold 16) of each click's interaction; none means it painted within 16 ms.
//  - their floors, in the same page at the same minute (room/floors.ts, decision 0793): the bench's own decode and
//    Web Audio start of the same clip at each handover, and a click on its own button before each of the room's.
//    The latency and interaction lines are ratios: the room's p95 over the floor's median. The pause is a
//    spec'd 300 ms timer and keeps its absolute ± 30 ms.
//  - JS heap: CDP garbage collection then Runtime.getHeapUsage, after warm-up turns and after 40 more, once
//    every spoken answer's analysis is in IndexedDB (counted there: the analysis ran on each).
//  - afterwards the analysis of a 120 s answer (a room answer or a practice attempt: both go through
//    analyze-blob to the same Worker) in the build's Worker is timed, watching the main thread for
//    long tasks.
//
// Turns use a bench script given to buildServer({ socket: { scenarios } }) (the mock's catalogue option; no
// mock source changed): the stock scripts have ~10 turns of 3.7 s+ each, so 100 turns would take 6+ min.
// Its sentences are real Ogg/Opus: the first 200 ms of two of the mock's pre-rendered clips (cut by the
// mock's cutOggOpus, the same cut MOCK_TIME_SCALE makes). The bench never sets MOCK_TIME_SCALE: the stock
// clips' full-length pacing is what it measures. A spoken answer lasts the room's minimum (End Response
// unlocks after MIN_RECORDING_SECONDS = 5 s): about 6 s a turn, so the run takes about 5 min (decision 0791).
//
// Run: pnpm --filter @mockint/e2e bench:room (part of `pnpm bench`), after `pnpm --filter @mockint/web build`.
// The mock listens on MOCK_PORT (default 4010, the build's API address). ROOM_BENCH_TURNS,
// ROOM_BENCH_CLIP_MS and ROOM_BENCH_TYPED_EVERY give a quick look. Exit code 1 when a target is missed.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setSessionCookies } from '../fixtures.ts';
import { addBenchScripts, freePort, launchChromium, startPreview, stopPreview, waitFor } from './lib.ts';
import { benchCatalogue, benchClipBase64, benchMicrophone } from './room/script.ts';
import { addFloorButton, FLOOR_BUTTON, floorUnit, playbackFloor, ratioOf } from './room/floors.ts';
import { drain, heap, installProbes, type BenchWindow, type Drained } from './room/probes.ts';
import { mb, pct, printTable, type Row } from './room/figures.ts';
import { analysisTiming, storedAnswers } from './room/analysis.ts';
import {
  ANALYSIS_SECONDS,
  ANALYSIS_SETTLE_TIMEOUT_MS,
  answerKind,
  CLIP_MS,
  END_RESPONSE_TIMEOUT_MS,
  HEAP_GROWTH_TARGET_MB,
  INP_RATIO_TARGET,
  INP_TARGET_MS,
  LATENCY_RATIO_TARGET,
  MEASURED_TURNS,
  PAUSE_MS,
  PAUSE_TOLERANCE_MS,
  TURN_TIMEOUT_MS,
  TYPED_EVERY,
  WARMUP_TURNS,
} from './room/settings.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// ------------------------------------------------------------------ run

/** Set on Ctrl-C / SIGTERM: the signal handler cleans up and exits; the main flow's failure is expected. */
let interrupted = false;

async function main() {
  const cleanups: (() => unknown)[] = [];
  // One shared run: on Ctrl-C the main flow fails (browser gone) while the signal handler is still releasing
  // resources, and both must wait for the same clean-up before the process ends.
  let cleaning: Promise<void> | null = null;
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const fn of cleanups.splice(0).reverse()) {
        try {
          await fn();
        } catch {
          // Best effort: the other resources must still be released.
        }
      }
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted = true;
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const dist = path.resolve(here, '../../apps/web/dist/index.html');
    if (!existsSync(dist)) throw new Error('apps/web/dist is missing: run pnpm --filter @mockint/web build');
    const { buildServer } = await import('@mockint/mock-server');
    // The production build's API address is baked in (http://localhost:4010 unless built with VITE_API_BASE_URL).
    const mockPort = Number(process.env.MOCK_PORT ?? 4010);
    const mockUrl = `http://127.0.0.1:${mockPort}`;
    const webPort = await freePort();
    const webUrl = `http://localhost:${webPort}`;
    const mock = await buildServer({
      logger: false,
      webOrigin: webUrl,
      socket: { scenarios: benchCatalogue() },
    });
    cleanups.push(() => mock.close());
    try {
      await mock.listen({ port: mockPort, host: '127.0.0.1' });
    } catch (error) {
      throw new Error(`mock port ${mockPort} is busy (set MOCK_PORT to match the build)`, { cause: error });
    }
    const preview = startPreview(webPort);
    cleanups.push(() => stopPreview(preview));
    const mic = benchMicrophone();
    cleanups.push(() => mic.remove());
    const browser = await launchChromium([`--use-file-for-fake-audio-capture=${mic.file}`]);
    cleanups.push(() => browser.close());
    await waitFor(webUrl);

    // A signed-in candidate and their ONGOING room, with time for the whole run.
    const post = async <T>(p: string, body: unknown, token?: string): Promise<T> => {
      const res = await fetch(`${mockUrl}${p}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${p} answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { data: T }).data;
    };
    const s = await post<{
      candidate: { id: string };
      accessToken: string;
      refreshToken: string;
      expiresIn: number;
    }>('/__mock/sessions', { persona: 'default' });
    const roomsRes = await fetch(
      `${mockUrl}/api/v1/candidate/interview-rooms?page=0&size=50&sort=createdAt,desc`,
      {
        headers: { authorization: `Bearer ${s.accessToken}` },
      },
    );
    const rooms = ((await roomsRes.json()) as { data: { content: { id: string; status: string }[] } }).data
      .content;
    const room = rooms.find((r) => r.status === 'ONGOING');
    if (!room) throw new Error('the default persona has no ONGOING room');
    await post(`/__mock/ws/rooms/${room.id}/time`, { timeRemaining: 3600 });

    const context = await browser.newContext();
    await setSessionCookies(context, s);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('requestfailed', (r) => pageErrors.push(`${r.failure()?.errorText ?? 'failed'}: ${r.url()}`));
    await addBenchScripts(page, s.candidate, installProbes);
    const cdp = await context.newCDPSession(page);

    // Through the join page's device check, as a candidate enters: it selects the microphone the room records.
    await page.goto(`${webUrl}/interview/join?session=${room.id}`);
    await page.getByRole('button', { name: 'Test Microphone' }).click();
    await page.getByLabel('Microphone test: Success').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Join Interview' }).click();
    await page.waitForURL(/\/interview\/room\?session=/);
    await page.getByRole('button', { name: 'Start Interview' }).click();
    const transcriptToggle = page.getByRole('button', { name: 'Live Transcript' });
    await transcriptToggle.click();
    const input = page.getByPlaceholder('Type your message...');

    const all: Drained = { frames: [], starts: [], ends: [], events: [] };
    /** Resolves once interviewer turn `n` (1-based count of final frames) has played out and it is our turn. */
    const userTurn = (n: number) =>
      page
        .waitForFunction(
          (finals) => {
            const l = (window as BenchWindow).__roomBench;
            const el = document.querySelector<HTMLTextAreaElement>('[placeholder="Type your message..."]');
            return !!l && l.finals >= finals && l.endsTotal >= l.audioFrames && !!el && !el.disabled;
          },
          n,
          { polling: 5, timeout: TURN_TIMEOUT_MS },
        )
        .catch(async (error: unknown) => {
          // Say where it stuck: frames, starts and ends seen, and what the page shows.
          const state = await page
            .evaluate(() => {
              const l = (window as BenchWindow).__roomBench;
              const el = document.querySelector<HTMLTextAreaElement>('[placeholder="Type your message..."]');
              return JSON.stringify({
                finals: l?.finals,
                audioFrames: l?.audioFrames,
                ends: l?.endsTotal,
                inputEnabled: el ? !el.disabled : null,
                text: document.body.innerText.slice(0, 400),
              });
            })
            .catch(() => 'page gone');
          throw new Error(`interviewer turn ${n} never handed over: ${state}`, { cause: error });
        });

    /** Each click of Start Speaking, End Response and Send, in page time, for its Event Timing entries. */
    type Clicked = 'Start Speaking' | 'End Response' | 'Send' | 'floor';
    const clicks: { button: Clicked; at: number; measured: boolean }[] = [];
    const now = () => page.evaluate(() => performance.now());
    const startSpeaking = page.getByRole('button', { name: 'Start Speaking' });
    const endResponse = page.getByRole('button', { name: 'End Response' });
    const send = page.getByRole('button', { name: 'Send' });
    // The floors (decision 0793): a click on the bench's own button just before each of the room's, and the
    // bench's own playback of the same sentence at each handover, in the same page at the same minute.
    await addFloorButton(page);
    const floorButton = page.locator(FLOOR_BUTTON);
    const clip = benchClipBase64();
    const playbackFloors: number[] = [];
    const click = async (button: Clicked, target: typeof send, measured: boolean) => {
      clicks.push({ button: 'floor', at: await now(), measured });
      await floorButton.click();
      clicks.push({ button, at: await now(), measured });
      await target.click();
    };
    let spokenAnswers = 0;
    /** Waits until every spoken answer so far is analysed and kept in IndexedDB. */
    const analysesSettled = async () => {
      const deadline = Date.now() + ANALYSIS_SETTLE_TIMEOUT_MS;
      for (;;) {
        const kept = await storedAnswers(page, room.id);
        if (kept.analysed >= spokenAnswers) return kept;
        if (Date.now() > deadline)
          throw new Error(`${kept.analysed} of ${spokenAnswers} spoken answers analysed in IndexedDB`);
        await new Promise((r) => setTimeout(r, 200));
      }
    };

    let heapBefore: Awaited<ReturnType<typeof heap>> | null = null;
    let measuredFrom = 0;
    let measureStart = 0;
    const total = WARMUP_TURNS + MEASURED_TURNS;
    for (let turn = 1; turn <= total + 1; turn++) {
      await userTurn(turn);
      if (turn === WARMUP_TURNS + 1) {
        // The warm-up's answers analysed first (the Worker and the store loaded), so the baseline holds them.
        await analysesSettled();
        await drain(page, all);
        measuredFrom = all.frames.length;
        heapBefore = await heap(cdp);
        measureStart = performance.now();
      }
      if (turn === total + 1) break;
      const measured = turn > WARMUP_TURNS;
      if (measured) playbackFloors.push(await playbackFloor(page, clip));
      if (answerKind(turn) === 'typed') {
        await input.fill(`Bench answer ${turn}.`);
        await click('Send', send, measured);
      } else {
        await click('Start Speaking', startSpeaking, measured);
        // The microphone opens (a stop button shows, reading 'End in N' and disabled for the room's minimum
        // answer), then End Response unlocks; each wait has its own deadline, as opening a device under load
        // is not part of the minimum.
        const stopButton = (unlocked: boolean) =>
          page
            .waitForFunction(
              (unlocked) =>
                [...document.querySelectorAll('button')].some((b) => {
                  const label = b.textContent?.trim() ?? '';
                  return unlocked
                    ? label === 'End Response' && !b.disabled
                    : /^End (in \d+|Response)$/.test(label);
                }),
              unlocked,
              { polling: 50, timeout: unlocked ? END_RESPONSE_TIMEOUT_MS : TURN_TIMEOUT_MS },
            )
            .catch(async (error: unknown) => {
              const text = await page
                .evaluate(() => document.body.innerText.slice(0, 400))
                .catch(() => 'page gone');
              const what = unlocked ? 'End Response never unlocked' : 'the recording never started';
              throw new Error(`turn ${turn}: ${what}; the page: ${text}`, { cause: error });
            });
        await stopButton(false);
        await stopButton(true);
        await click('End Response', endResponse, measured);
        spokenAnswers++;
      }
      if (turn % 10 === 0) await drain(page, all);
    }
    const measureSeconds = (performance.now() - measureStart) / 1000;
    const kept = await analysesSettled();
    await drain(page, all);
    const heapAfter = await heap(cdp);
    if (!heapBefore) throw new Error('no heap sample');
    // After the heap sample: the delivery analysis of a 120 s answer (decision 0800), in the build's own Worker.
    const analysis = await analysisTiming(page, path.resolve(here, '../../apps/web/dist/assets'));

    // Each click's interaction: the longest entry starting between it and the next click (16 = none reported).
    const events = all.events.sort((a, b) => a.start - b.start);
    const inp: Record<Clicked, number[]> = { 'Start Speaking': [], 'End Response': [], Send: [], floor: [] };
    clicks.forEach((c, i) => {
      if (!c.measured) return;
      const until = clicks[i + 1]?.at ?? Infinity;
      const own = events.filter((e) => e.start >= c.at && e.start < until).map((e) => e.duration);
      inp[c.button].push(own.length ? Math.max(...own) : 16);
    });

    // Pair frames and starts in order (the queue plays strictly in arrival order; every bench frame has audio).
    const frames = all.frames.sort((a, b) => a.at - b.at);
    const starts = all.starts.sort((a, b) => a.at - b.at);
    const endOf = new Map(all.ends.map((e) => [e.id, e.at]));
    if (frames.length !== starts.length)
      throw new Error(`${frames.length} audio frames but ${starts.length} chunk starts: pairing impossible`);
    const latency: number[] = [];
    const requestToStart: number[] = [];
    const gaps: number[] = [];
    const paths = { element: 0, webaudio: 0 };
    for (let i = measuredFrom; i < frames.length; i++) {
      const first = i === 0 || frames[i - 1]!.final;
      const start = starts[i]!;
      if (first) {
        latency.push(start.at - frames[i]!.at);
        requestToStart.push(start.at - start.requestedAt);
        paths[start.path]++;
      } else {
        const prevEnd = endOf.get(starts[i - 1]!.id);
        if (prevEnd !== undefined) gaps.push(start.at - prevEnd);
      }
    }

    console.log(
      `\ninterview room, Chromium, production build; ${MEASURED_TURNS} measured turns after ${WARMUP_TURNS} warm-up, ` +
        `2 chunks of ${CLIP_MS} ms Ogg/Opus per turn, no latency injected; ` +
        `${MEASURED_TURNS - inp.Send.length} measured answers spoken (push-to-talk, fake microphone: ${mic.seconds.toFixed(1)} s of espeak-ng speech, looped), ` +
        `${inp.Send.length} typed and sent (each ${TYPED_EVERY}th turn)`,
    );
    const p95 = (v: number[]) =>
      pct(
        [...v].sort((a, b) => a - b),
        95,
      );
    const playbackUnit = floorUnit(playbackFloors);
    const clickUnit = floorUnit(inp.floor);
    const ok = printTable([
      {
        metric: 'arrival → audio start, first chunk of a turn (idle queue)',
        values: latency,
        target: `p95 ≤ ${LATENCY_RATIO_TARGET}× floor p50`,
        pass: (v) => ratioOf(pct(v, 95), playbackUnit) <= LATENCY_RATIO_TARGET,
      },
      {
        metric: '  floor: the bench starts the same clip (base64 → start())',
        values: playbackFloors,
        target: 'floor',
        pass: null,
      },
      {
        metric: '  of which <audio>.play() → playing event',
        values: requestToStart,
        target: 'breakdown',
        pass: null,
      },
      {
        metric: 'pause: chunk ended → next chunk starts',
        values: gaps,
        target: `${PAUSE_MS} ± ${PAUSE_TOLERANCE_MS} ms`,
        // Same convention as the latency target: 95% of pauses (p5…p95) within the tolerance.
        pass: (v) =>
          pct(v, 5) >= PAUSE_MS - PAUSE_TOLERANCE_MS && pct(v, 95) <= PAUSE_MS + PAUSE_TOLERANCE_MS,
      },
      ...(['Start Speaking', 'End Response', 'Send'] as const).map((button): Row => ({
        metric: `${button} → next paint (Event Timing)`,
        values: inp[button],
        target: `p95 ≤ ${INP_RATIO_TARGET}× floor p50`,
        pass: (v) => ratioOf(pct(v, 95), clickUnit) <= INP_RATIO_TARGET,
      })),
      {
        metric: "  floor: a click on the bench's own button → next paint",
        values: inp.floor,
        target: 'floor',
        pass: null,
      },
    ]);
    const ratio = (name: string, values: number[], floor: number) =>
      `${name} ${p95(values).toFixed(1)} / ${floor.toFixed(1)} ms = ${ratioOf(p95(values), floor).toFixed(2)}×`;
    console.log(
      `p95 / floor p50: ${ratio('first chunk', latency, playbackUnit)} (line ${LATENCY_RATIO_TARGET}×); ` +
        (['Start Speaking', 'End Response', 'Send'] as const)
          .map((b) => ratio(b, inp[b], clickUnit))
          .join(', ') +
        ` (line ${INP_RATIO_TARGET}×: ${INP_TARGET_MS} ms over a floor of 16 ms, no entry)`,
    );
    const outside = gaps.filter((g) => Math.abs(g - PAUSE_MS) > PAUSE_TOLERANCE_MS).length;
    console.log(
      `pauses outside ${PAUSE_MS} ± ${PAUSE_TOLERANCE_MS} ms: ${outside} of ${gaps.length} (verdict: p5 and p95 inside); ` +
        `first chunks started by: <audio> element ${paths.element}, Web Audio ${paths.webaudio} (decision 0608)`,
    );
    const growth = heapAfter.usedSize - heapBefore.usedSize;
    const heapOk = growth < HEAP_GROWTH_TARGET_MB * 1024 * 1024;
    console.log(
      `\nJS heap after GC: ${mb(heapBefore.usedSize)} before → ${mb(heapAfter.usedSize)} after ${MEASURED_TURNS} turns with the analysis running on each spoken answer; ` +
        `growth ${mb(growth)} (target < ${HEAP_GROWTH_TARGET_MB} MB) — ${heapOk ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `DOM nodes ${heapBefore.nodes} → ${heapAfter.nodes}, JS event listeners ${heapBefore.jsEventListeners} → ${heapAfter.jsEventListeners} ` +
        `(the transcript keeps every message: ${MEASURED_TURNS * 2} bubbles added)`,
    );
    console.log(
      `measured turns took ${measureSeconds.toFixed(1)} s (${((measureSeconds * 1000) / MEASURED_TURNS).toFixed(0)} ms per turn); ` +
        `whole bench ${process.uptime().toFixed(1)} s; page errors and failed requests: ${pageErrors.length}`,
    );
    for (const e of pageErrors.slice(0, 5)) console.log(`  ${e}`);
    console.log(
      `interaction → next paint: 16 ms stands for an interaction with no entry (it painted within 16 ms); ` +
        `with the analysis running: ${kept.analysed} of ${spokenAnswers} spoken answers (warm-up included) analysed by the app's Worker ` +
        `and kept in IndexedDB (${kept.recorded} with their recording; ${kept.voicedSeconds.toFixed(0)} s of speech found in all)`,
    );
    const analysisOk = analysis.longTasks.length === 0;
    console.log(
      `\ndelivery analysis of a ${ANALYSIS_SECONDS} s answer (or practice attempt: the same Worker, decision 0813) in its Worker: ${analysis.ms.toFixed(0)} ms ` +
        `(${((analysis.ms / (ANALYSIS_SECONDS * 1000)) * 100).toFixed(2)} % of the answer's length; ${analysis.syllables} syllables, ` +
        `${analysis.pauses} pauses found); long tasks (> 50 ms) on the main thread meanwhile: ${analysis.longTasks.length}` +
        `${analysis.longTasks.length ? ` (max ${Math.max(...analysis.longTasks).toFixed(0)} ms)` : ''} — ${analysisOk ? 'PASS' : 'FAIL'}`,
    );
    // Shared 2-core machines: latency figures only mean something next to how busy the machine was.
    console.log(
      `load average (1 min) at the end: ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`,
    );
    if (!ok || !heapOk || !analysisOk) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

await main().catch((error: unknown) => {
  if (interrupted) return new Promise<never>(() => undefined);
  throw error;
});
