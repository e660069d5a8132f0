// The answers the app stored, and the analysis Worker timed on a 120 s answer.
import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ANALYSIS_SECONDS } from './settings.ts';

/**
 * Times the production build's analysis Worker on a 120 s speech-like signal (harmonic syllables at 4/s, a
 * 1.5 s pause every 10 s), made in the page before timing starts, and watches the main thread for long tasks
 * meanwhile. A short warm-up message loads the Worker's module first, so the figure is the analysis itself
 * (with the transfer). The decode of the recorded webm (decodeAudioData, off-thread) is not part of it.
 */
export function analysisWorkerUrl(assets: string): string {
  const file = readdirSync(assets).find((f) => /^analysis\.worker-[\w-]+\.js$/.test(f));
  if (!file) throw new Error('no analysis.worker-*.js in apps/web/dist/assets: rebuild the web app');
  return `/assets/${file}`;
}

/** The answers the app kept for `roomId` in its IndexedDB store (decision 0801): with a recording, and analysed. */
export async function storedAnswers(page: Page, roomId: string) {
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

export async function analysisTiming(page: Page, assets: string) {
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
