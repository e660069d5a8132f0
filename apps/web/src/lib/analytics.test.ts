import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the tag is loaded at most once per page.
const load = async () => import('./analytics');

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = '';
  delete window.gtag;
  delete window.dataLayer;
});

describe('analytics (VITE_GTAG_ID)', () => {
  it('with a tag id: loads the Google tag script for that id once and configures it', async () => {
    const { initAnalytics, track } = await load();
    initAnalytics('G-TEST123');
    initAnalytics('G-TEST123');
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(scripts[0]!.async).toBe(true);
    const calls = (window.dataLayer ?? []).map((args) => [...(args as IArguments)]);
    expect(calls).toContainEqual(['config', 'G-TEST123']);
    track('logout', { method: 'Click Button' });
    expect((window.dataLayer ?? []).map((args) => [...(args as IArguments)])).toContainEqual([
      'event',
      'logout',
      { method: 'Click Button' },
    ]);
  });

  it('without one: no script, no gtag, and tracking is a no-op', async () => {
    const { initAnalytics, track } = await load();
    initAnalytics(undefined);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(() => track('logout')).not.toThrow();
  });
});
