/// <reference lib="webworker" />
import { analyzeSamples } from './delivery-analysis';
import type { AnalysisRequest, AnalysisResponse } from './protocol';

// The analysis of an answer runs here, never on the room's main thread (decision 0800: heavy work stays off it).
self.onmessage = (event: MessageEvent<AnalysisRequest>) => {
  const { id, samples, sampleRate } = event.data;
  let response: AnalysisResponse;
  try {
    response = { id, metrics: analyzeSamples(samples, sampleRate) };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  (self as unknown as Worker).postMessage(response);
};
