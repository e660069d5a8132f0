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
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from '@playwright/test';
import { cutOggOpus, type BuildServerOptions } from '@mockint/mock-server';
import { setSessionCookies } from '../fixtures.ts';
import { addBenchScripts, freePort, launchChromium, startPreview, stopPreview, waitFor } from './lib.ts';

type Catalogue = NonNullable<NonNullable<BuildServerOptions['socket']>['scenarios']>;
type LoadedScenario = NonNullable<ReturnType<Catalogue['get']>>;
type Turn = LoadedScenario['turns'][number];

const WARMUP_TURNS = 5;
// Env knobs for a quick look (the figures of record use the defaults).
// 40, not 100: each spoken turn lasts the room's 5 s minimum, and 100 of them were more than `pnpm bench`'s
// 10 minutes alone. A p95 over 40 is the 38th value, two turns above it; the spoken-only lines keep 36
// (decision 0791).
const MEASURED_TURNS = Number(process.env.ROOM_BENCH_TURNS ?? 40);
const CLIP_MS = Number(process.env.ROOM_BENCH_CLIP_MS ?? 200);
const PAUSE_MS = 300;
const LATENCY_P95_TARGET_MS = 50;
const PAUSE_TOLERANCE_MS = 30;
// 10 MB over 100 turns before (decision 0803), scaled to the turns: a leak per turn is what it is to catch.
const HEAP_GROWTH_TARGET_MB = (10 * MEASURED_TURNS) / 100;
const TURN_TIMEOUT_MS = 20_000;
/** Every this-many-th turn is typed and sent (the Send interaction); the others are spoken. */
const TYPED_EVERY = Math.max(1, Number(process.env.ROOM_BENCH_TYPED_EVERY ?? 10));
const INP_TARGET_MS = 200;
/** End Response unlocks after the room's minimum answer (MIN_RECORDING_SECONDS, 5 s); 3× margin. */
const END_RESPONSE_TIMEOUT_MS = 15_000;
/** Every spoken answer's analysis lands in IndexedDB within this after the last turn (each takes < 1 s). */
const ANALYSIS_SETTLE_TIMEOUT_MS = 30_000;

const here = path.dirname(fileURLToPath(import.meta.url));
const audioDir = path.resolve(here, '../../apps/mock-server/fixtures/audio');
const knownAnswerDir = path.resolve(here, '../fixtures/audio');

/** Spoken (push-to-talk) or typed (Send) answer for 1-based turn `turn`: turn 1, 11, 21, … are typed. */
const answerKind = (turn: number): 'spoken' | 'typed' =>
  (turn - 1) % TYPED_EVERY === 0 ? 'typed' : 'spoken';

/**
 * The bench microphone: the coaching e2e's known-answer WAV (espeak-ng speech with silences of known length,
 * fixtures/audio/make-known-answer.sh) without its trailing silence, so that, looped by Chromium's fake
 * capture, any stretch of it is an answer's speech. Every recording opens the device afresh, so each answer
 * hears the file from its start (0.6 s lead, then speech). Written to a temporary file; removed at the end.
 */
function benchMicrophone(): { file: string; seconds: number; remove: () => void } {
  const truth = JSON.parse(readFileSync(path.join(knownAnswerDir, 'known-answer.json'), 'utf8')) as {
    leadSeconds: number;
    speechSeconds: number;
    pauses: number[];
  };
  const wav = readFileSync(path.join(knownAnswerDir, 'known-answer.wav'));
  // A canonical PCM WAV: 'fmt ' then 'data' chunks; find them rather than assume a 44-byte header.
  let offset = 12;
  let byteRate = 0;
  let blockAlign = 0;
  let data: { at: number; size: number } | null = null;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      byteRate = wav.readUInt32LE(offset + 16);
      blockAlign = wav.readUInt16LE(offset + 20);
    }
    if (id === 'data') data = { at: offset + 8, size };
    offset += 8 + size + (size % 2);
  }
  if (!data || !byteRate || !blockAlign) throw new Error('known-answer.wav: no fmt/data chunk');
  const spoken = truth.leadSeconds + truth.speechSeconds + truth.pauses.reduce((a, b) => a + b, 0);
  // Half a second of its silence kept after the last word, so the loop does not run words together.
  const keep = Math.min(data.size, Math.round(((spoken + 0.5) * byteRate) / blockAlign) * blockAlign);
  const out = Buffer.concat([wav.subarray(0, data.at), wav.subarray(data.at, data.at + keep)]);
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(keep, data.at - 4);
  const dir = mkdtempSync(path.join(tmpdir(), 'room-bench-'));
  const file = path.join(dir, 'bench-answer.wav');
  writeFileSync(file, out);
  return { file, seconds: keep / byteRate, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// ------------------------------------------------------------------ the bench script

function benchCatalogue(): Catalogue {
  const clips = ['generic/opening-1.ogg', 'generic/opening-2.ogg'].map(
    (f) => cutOggOpus(readFileSync(path.join(audioDir, f)), CLIP_MS).file,
  );
  // Enough questions for warm-up + measured turns + the turns a seeded ONGOING room already has.
  const questions = Math.ceil((WARMUP_TURNS + MEASURED_TURNS) / 2) + 10;
  const turns: Turn[] = [];
  const audio = new Map<string, string>();
  const push = (id: string, kind: Turn['kind']) => {
    const sentences = clips.map((clip, i) => {
      const lineId = `${id}-${i + 1}`;
      audio.set(lineId, clip.toString('base64'));
      return { lineId, text: `Bench ${id}, sentence ${i + 1}.` };
    });
    turns.push({
      index: turns.length,
      id,
      kind,
      topic: kind === 'question' || kind === 'follow-up' ? 'bench' : null,
      sentences,
      hint: kind === 'closing' ? null : 'Answer briefly.',
      candidateAnswer: kind === 'closing' ? null : 'A short answer.',
      offerFactor: null,
    });
  };
  push('opening', 'opening');
  for (let q = 1; q <= questions; q++) {
    push(`q${q}`, 'question');
    push(`q${q}-followup`, 'follow-up');
  }
  push('closing', 'closing');
  const two = (t: Turn) => t.sentences.map((s) => s.text);
  const loaded: LoadedScenario = {
    scenario: {
      id: 'room-bench',
      title: 'Room bench',
      kind: 'JOB_INTERVIEW',
      language: 'en',
      voice: 'en-us',
      match: { jobRoles: [], experienceLevels: [] },
      opening: { sentences: two(turns[0]!), hint: 'Answer briefly.', candidateAnswer: 'A short answer.' },
      questions: Array.from({ length: questions }, (_, i) => ({
        topic: 'bench',
        sentences: two(turns[1 + 2 * i]!),
        hint: 'Answer briefly.',
        candidateAnswer: 'A short answer.',
        followUp: {
          sentences: two(turns[2 + 2 * i]!),
          hint: 'Answer briefly.',
          candidateAnswer: 'A short answer.',
        },
      })),
      closing: { sentences: two(turns.at(-1)!) },
    },
    turns,
    audio,
  };
  return {
    get: (id) => (id === 'room-bench' ? loaded : undefined),
    list: () => [loaded],
    select: () => loaded,
  };
}

// ------------------------------------------------------------------ in-page probes

interface FrameRec {
  at: number;
  final: boolean;
}
interface StartRec {
  id: number;
  at: number;
  path: 'element' | 'webaudio';
  /** When the app asked for playback (element.play() / source.start()). */
  requestedAt: number;
}
interface EndRec {
  id: number;
  at: number;
}
/** An Event Timing entry of an interaction (interactionId > 0) of at least 16 ms. */
interface EventRec {
  start: number;
  duration: number;
}
interface BenchLog {
  frames: FrameRec[];
  starts: StartRec[];
  ends: EndRec[];
  events: EventRec[];
  /** Never drained: turn detection. */
  finals: number;
  audioFrames: number;
  endsTotal: number;
}
// Everything is measured from outside the app: the production build carries no hook for the bench (decision
// 0052), so the audio queue's own per-chunk metrics are no longer printed beside these as a cross-check.
type BenchWindow = Window & { __roomBench?: BenchLog };

/** Runs in the page before any app script (serialised: must not reference anything outside itself). */
function installProbes() {
  const w = window as BenchWindow;
  const log: BenchLog = {
    frames: [],
    starts: [],
    ends: [],
    events: [],
    finals: 0,
    audioFrames: 0,
    endsTotal: 0,
  };
  w.__roomBench = log;
  let seq = 0;
  const ended = (id: number) => () => {
    log.ends.push({ id, at: performance.now() });
    log.endsTotal++;
  };

  // Interaction → next paint: an entry's duration runs from the input to the paint after its handlers.
  new PerformanceObserver((list) => {
    // interactionId is missing from TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      if (e.interactionId > 0) log.events.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  const NativeWebSocket = window.WebSocket;
  class ProbedWebSocket extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      // Registered before the app's handler, so `at` is the frame's arrival, not the app's processing.
      this.addEventListener('message', (e: MessageEvent) => {
        const at = performance.now();
        if (typeof e.data !== 'string' || !e.data.includes('"model_')) return;
        const msg = JSON.parse(e.data) as { type?: string; final_sentence?: boolean; audio_base_64?: string };
        if (msg.type !== 'model_response' && msg.type !== 'model_repeat_response') return;
        if (msg.final_sentence) log.finals++;
        if (!msg.audio_base_64) return;
        log.audioFrames++;
        log.frames.push({ at, final: !!msg.final_sentence });
      });
    }
  }
  window.WebSocket = ProbedWebSocket;

  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
    const id = ++seq;
    const at = performance.now();
    log.starts.push({ id, at, path: 'webaudio', requestedAt: at });
    this.addEventListener('ended', ended(id), { once: true });
    return start.apply(this, args);
  };

  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    // Volume 0 = the silent unlock/warm-up clip played from the Start Interview click, not a chunk.
    if (this.volume > 0 && !this.dataset.roomBench) {
      this.dataset.roomBench = '1';
      const id = ++seq;
      const requestedAt = performance.now();
      this.addEventListener(
        'playing',
        () => log.starts.push({ id, at: performance.now(), path: 'element', requestedAt }),
        { once: true },
      );
      this.addEventListener('ended', ended(id), { once: true });
    }
    return play.call(this);
  };
}

interface Drained {
  frames: FrameRec[];
  starts: StartRec[];
  ends: EndRec[];
  events: EventRec[];
}

/** Moves the page's records to Node so they do not count as heap growth. */
async function drain(page: Page, into: Drained): Promise<void> {
  const d = await page.evaluate(() => {
    const w = window as BenchWindow;
    const l = w.__roomBench!;
    return {
      frames: l.frames.splice(0),
      starts: l.starts.splice(0),
      ends: l.ends.splice(0),
      events: l.events.splice(0),
    };
  });
  into.frames.push(...d.frames);
  into.starts.push(...d.starts);
  into.ends.push(...d.ends);
  into.events.push(...d.events);
}

async function heap(cdp: CDPSession) {
  for (let i = 0; i < 2; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { usedSize, nodes, jsEventListeners };
}

// ------------------------------------------------------------------ figures

const pct = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

interface Row {
  metric: string;
  values: number[];
  target: string;
  pass: ((s: number[]) => boolean) | null;
}

function printTable(rows: Row[]): boolean {
  let ok = true;
  const head = ['metric', 'n', 'min', 'p50', 'p95', 'max', 'target', 'verdict'];
  const lines = rows.map((r) => {
    const s = [...r.values].sort((a, b) => a - b);
    const verdict = r.pass === null ? 'info' : s.length > 0 && r.pass(s) ? 'PASS' : 'FAIL';
    if (verdict === 'FAIL') ok = false;
    return [
      r.metric,
      String(s.length),
      ms(s[0] ?? NaN),
      ms(pct(s, 50)),
      ms(pct(s, 95)),
      ms(s.at(-1) ?? NaN),
      r.target,
      verdict,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${fmt(head)}`);
  for (const l of lines) console.log(fmt(l));
  return ok;
}

// ------------------------------------------------------------------ run

/** Set on Ctrl-C / SIGTERM: the signal handler cleans up and exits; the main flow's failure is expected. */
let interrupted = false;

/** Length of the answer the analysis bench feeds the Worker: the recorder's cap (MAX_RECORDING_SECONDS). */
const ANALYSIS_SECONDS = 120;

/**
 * Times the production build's analysis Worker on a 120 s speech-like signal (harmonic syllables at 4/s, a
 * 1.5 s pause every 10 s), made in the page before timing starts, and watches the main thread for long tasks
 * meanwhile. A short warm-up message loads the Worker's module first, so the figure is the analysis itself
 * (with the transfer). The decode of the recorded webm (decodeAudioData, off-thread) is not part of it.
 */
function analysisWorkerUrl(assets: string): string {
  const file = readdirSync(assets).find((f) => /^analysis\.worker-[\w-]+\.js$/.test(f));
  if (!file) throw new Error('no analysis.worker-*.js in apps/web/dist/assets: rebuild the web app');
  return `/assets/${file}`;
}

/** The answers the app kept for `roomId` in its IndexedDB store (decision 0801): with a recording, and analysed. */
async function storedAnswers(page: Page, roomId: string) {
  return page.evaluate(
    (roomId) =>
      new Promise<{ kept: number; recorded: number; analysed: number; voicedSeconds: number }>(
        (resolve, reject) => {
          // The store's own names (apps/web's coaching answer store); the bench only reads.
          const open = indexedDB.open('mockint-coaching');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('answers')) {
              db.close();
              resolve({ kept: 0, recorded: 0, analysed: 0, voicedSeconds: 0 });
              return;
            }
            const req = db.transaction('answers').objectStore('answers').index('byRoom').getAll(roomId);
            req.onerror = () => reject(req.error);
            req.onsuccess = () => {
              type Row = { audio: Blob | null; metrics: { speakingTime?: number } | null };
              const rows = req.result as Row[];
              db.close();
              resolve({
                kept: rows.length,
                recorded: rows.filter((r) => r.audio).length,
                analysed: rows.filter((r) => r.metrics).length,
                voicedSeconds: rows.reduce((sum, r) => sum + (r.metrics?.speakingTime ?? 0), 0),
              });
            };
          };
        },
      ),
    roomId,
  );
}

async function analysisTiming(page: Page, assets: string) {
  const file = analysisWorkerUrl(assets).slice('/assets/'.length);
  return page.evaluate(
    async ({ url, seconds }) => {
      const rate = 16000;
      const samples = new Float32Array(rate * seconds);
      for (let i = 0; i < samples.length; i++) {
        const t = i / rate;
        const phase = (t * 4) % 1;
        const voiced = t % 10 < 8.5 && phase < 0.72;
        const env = voiced ? Math.sin((Math.PI * phase) / 0.72) ** 2 : 0;
        samples[i] =
          0.3 * env * (Math.sin(2 * Math.PI * 140 * t) + 0.5 * Math.sin(2 * Math.PI * 280 * t)) +
          0.002 * (Math.random() - 0.5);
      }
      const worker = new Worker(url, { type: 'module' });
      type Reply = { id: number; metrics?: { syllables: number; pauses: unknown[] } };
      const ask = (id: number, data: Float32Array) =>
        new Promise<Reply>((resolve) => {
          worker.onmessage = (e: MessageEvent<Reply>) => resolve(e.data);
          worker.postMessage({ id, samples: data, sampleRate: rate }, [data.buffer]);
        });
      await ask(0, new Float32Array(rate));
      await new Promise((r) => setTimeout(r, 200));
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask' });
      const t0 = performance.now();
      const reply = await ask(1, samples);
      const ms = performance.now() - t0;
      // Long-task entries are delivered asynchronously: let the observer catch up.
      await new Promise((r) => setTimeout(r, 200));
      observer.disconnect();
      worker.terminate();
      return {
        ms,
        longTasks,
        syllables: reply.metrics?.syllables ?? 0,
        pauses: reply.metrics?.pauses.length ?? 0,
      };
    },
    { url: `/assets/${file}`, seconds: ANALYSIS_SECONDS },
  );
}

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
    const clicks: { button: 'Start Speaking' | 'End Response' | 'Send'; at: number; measured: boolean }[] =
      [];
    const now = () => page.evaluate(() => performance.now());
    const startSpeaking = page.getByRole('button', { name: 'Start Speaking' });
    const endResponse = page.getByRole('button', { name: 'End Response' });
    const send = page.getByRole('button', { name: 'Send' });
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
      if (answerKind(turn) === 'typed') {
        await input.fill(`Bench answer ${turn}.`);
        clicks.push({ button: 'Send', at: await now(), measured });
        await send.click();
      } else {
        clicks.push({ button: 'Start Speaking', at: await now(), measured });
        await startSpeaking.click();
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
        clicks.push({ button: 'End Response', at: await now(), measured });
        await endResponse.click();
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
    const inp = { 'Start Speaking': [] as number[], 'End Response': [] as number[], Send: [] as number[] };
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
    const ok = printTable([
      {
        metric: 'arrival → audio start, first chunk of a turn (idle queue)',
        values: latency,
        target: `p95 < ${LATENCY_P95_TARGET_MS} ms`,
        pass: (v) => pct(v, 95) < LATENCY_P95_TARGET_MS,
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
        target: `p95 ≤ ${INP_TARGET_MS} ms`,
        pass: (v) => pct(v, 95) <= INP_TARGET_MS,
      })),
    ]);
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
