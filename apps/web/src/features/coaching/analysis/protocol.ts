import type { AudioMetrics } from './delivery-analysis';

export interface AnalysisRequest {
  id: number;
  samples: Float32Array;
  sampleRate: number;
}

export type AnalysisResponse = { id: number; metrics: AudioMetrics } | { id: number; error: string };
