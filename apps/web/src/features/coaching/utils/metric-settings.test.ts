import { describe, expect, it } from 'vitest';
import { ALL_METRICS_ON, parseMetricSettings } from './metric-settings';

describe('parseMetricSettings', () => {
  it('keeps what was switched off, and treats anything missing or malformed as on', () => {
    expect(parseMetricSettings(undefined)).toEqual(ALL_METRICS_ON);
    expect(parseMetricSettings(42)).toEqual(ALL_METRICS_ON);
    expect(parseMetricSettings({ pace: false, fillers: 'no', extra: false })).toEqual({
      ...ALL_METRICS_ON,
      pace: false,
    });
  });
});
