/**
 * Which delivery figures the candidate wants to see (decision 0811): each can be switched off, like
 * Microsoft Speaker Coach's per-metric settings. Off hides the figure everywhere it is shown: the live
 * coach, the report (and so its PDF), progress and Copy summary. Kept on this device with the recordings.
 */

export const METRICS = ['pace', 'fillers', 'pauses', 'length', 'talkShare'] as const;
export type Metric = (typeof METRICS)[number];
export type MetricSettings = Record<Metric, boolean>;

export const METRIC_LABELS: Record<Metric, string> = {
  pace: 'Pace',
  fillers: 'Fillers',
  pauses: 'Pauses',
  length: 'Answer length',
  talkShare: 'Share of talk',
};

export const ALL_METRICS_ON: MetricSettings = {
  pace: true,
  fillers: true,
  pauses: true,
  length: true,
  talkShare: true,
};

/** What the device holds, read defensively: anything not a boolean is on (the default). */
export function parseMetricSettings(value: unknown): MetricSettings {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    METRICS.map((m) => [m, typeof stored[m] === 'boolean' ? stored[m] : true]),
  ) as MetricSettings;
}
