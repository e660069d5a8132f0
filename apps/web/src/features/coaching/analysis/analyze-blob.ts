import type { AudioMetrics } from './delivery-analysis';
import type { AnalysisRequest, AnalysisResponse } from './protocol';

/** The analysis runs at 16 kHz, the rate the room records at: plenty for voice activity and pitch. */
export const ANALYSIS_SAMPLE_RATE = 16000;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (m: AudioMetrics) => void; reject: (e: Error) => void }>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<AnalysisResponse>) => {
    const entry = pending.get(event.data.id);
    if (!entry) return;
    pending.delete(event.data.id);
    if ('metrics' in event.data) entry.resolve(event.data.metrics);
    else entry.reject(new Error(event.data.error));
  };
  worker.onerror = (event) => {
    for (const entry of pending.values()) entry.reject(new Error(event.message || 'analysis worker failed'));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** Samples to the worker (transferred, not copied); resolves with the answer's audio metrics. */
export function analyzeInWorker(samples: Float32Array, sampleRate: number): Promise<AudioMetrics> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const request: AnalysisRequest = { id, samples, sampleRate };
    getWorker().postMessage(request, [samples.buffer]);
  });
}

/**
 * Decodes a recorded answer (webm/opus) to 16 kHz mono. decodeAudioData does its work off the main thread;
 * only the resampling setup and the hand-off happen here.
 */
export async function decodeToMono(blob: Blob): Promise<Float32Array> {
  const bytes = await blob.arrayBuffer();
  // Length is a placeholder: decodeAudioData only uses the context's sample rate.
  const context = new OfflineAudioContext(1, ANALYSIS_SAMPLE_RATE, ANALYSIS_SAMPLE_RATE);
  const buffer = await context.decodeAudioData(bytes);
  if (buffer.numberOfChannels === 1) return buffer.getChannelData(0).slice();
  const out = new Float32Array(buffer.length);
  for (let c = 0; c < buffer.numberOfChannels; c++) {
    const channel = buffer.getChannelData(c);
    for (let i = 0; i < out.length; i++) out[i] = out[i]! + channel[i]! / buffer.numberOfChannels;
  }
  return out;
}

export async function analyzeBlob(blob: Blob): Promise<AudioMetrics> {
  return analyzeInWorker(await decodeToMono(blob), ANALYSIS_SAMPLE_RATE);
}
