import { describe, expect, it } from 'vitest';
import { engineGaps, type EngineSurface } from './engine-support';

const chromium: EngineSurface = {
  canRecord: true,
  isTypeSupported: (type) => type.startsWith('audio/webm'),
  canChooseSpeaker: true,
};

describe('what the join page says an engine lacks', () => {
  it('nothing in Chromium or Firefox (WebM recording, a speaker choice on media elements)', () => {
    expect(engineGaps(chromium)).toEqual([]);
  });

  it('Safari and WebKit: no WebM recording (only audio/mp4) and no speaker choice', () => {
    expect(
      engineGaps({
        canRecord: true,
        isTypeSupported: (type) => type === 'audio/mp4',
        canChooseSpeaker: false,
      }),
    ).toEqual(['webm', 'speaker']);
  });

  it('an engine without MediaRecorder cannot record at all; a throwing isTypeSupported counts as no', () => {
    expect(engineGaps({ ...chromium, canRecord: false })).toEqual(['recording']);
    expect(
      engineGaps({
        ...chromium,
        isTypeSupported: () => {
          throw new Error('not implemented');
        },
      }),
    ).toEqual(['webm']);
  });
});
