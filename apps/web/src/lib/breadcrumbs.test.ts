import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, segmentLabel } from './breadcrumbs';

describe('buildBreadcrumbs', () => {
  it('starts with Home linking to the dashboard and ends with an unlinked current page', () => {
    expect(buildBreadcrumbs('/app/dashboard')).toEqual([
      { label: 'Home', to: '/app/dashboard' },
      { label: 'Dashboard' },
    ]);
  });

  it('links intermediate segments and labels known ones', () => {
    expect(buildBreadcrumbs('/app/interview-sessions/report')).toEqual([
      { label: 'Home', to: '/app/dashboard' },
      { label: 'Interview Sessions', to: '/app/interview-sessions' },
      { label: 'Report' },
    ]);
  });

  it('shows unknown segments with hyphens replaced by spaces', () => {
    expect(buildBreadcrumbs('/app/order-history-v2').at(-1)).toEqual({ label: 'order history v2' });
    expect(buildBreadcrumbs('/app/pricing').at(-1)).toEqual({ label: 'pricing' });
  });

  it('ignores trailing slashes', () => {
    expect(buildBreadcrumbs('/app/transactions/')).toHaveLength(2);
  });

  it('is just Home on /app itself', () => {
    expect(buildBreadcrumbs('/app')).toEqual([{ label: 'Home' }]);
  });
});

describe('segmentLabel', () => {
  it('knows the spec labels', () => {
    expect(segmentLabel('interview-session')).toBe('Interview Session');
  });
  it('decodes percent-encoding and survives malformed input', () => {
    expect(segmentLabel('a%20b-c')).toBe('a b c');
    expect(segmentLabel('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
