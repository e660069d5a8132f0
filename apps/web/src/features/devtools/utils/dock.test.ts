import { describe, expect, it } from 'vitest';
import {
  appInsets,
  clampSize,
  DEFAULT_PREFS,
  DEFAULT_SIZE,
  effectiveSide,
  parsePrefs,
  sizeAtPointer,
  TOGGLE_STRIP_PX,
} from './dock';

const TABS = ['session', 'http', 'frames'];
const desktop = { width: 1440, height: 900 };
const phone = { width: 375, height: 812 };

describe('parsePrefs', () => {
  it('keeps what was stored', () => {
    const stored = { open: true, tab: 'frames', side: 'bottom', size: { bottom: 260, right: 500 } };
    expect(parsePrefs(stored, TABS)).toEqual(stored);
  });
  it('takes the default for each field that is missing or wrong, and the first tab for an unknown one', () => {
    expect(parsePrefs({ open: 'yes', tab: 'gone', side: 'top', size: { bottom: -1 } }, TABS)).toEqual({
      ...DEFAULT_PREFS,
      tab: 'session',
    });
    expect(parsePrefs(undefined, TABS)).toEqual({ ...DEFAULT_PREFS, tab: 'session' });
  });
});

describe('effectiveSide', () => {
  it('docks at the bottom of a phone whatever was chosen', () => {
    expect(effectiveSide('right', phone)).toBe('bottom');
    expect(effectiveSide('right', desktop)).toBe('right');
    expect(effectiveSide('bottom', desktop)).toBe('bottom');
  });
});

describe('clampSize', () => {
  it('keeps the panel between its minimum and what leaves the app its own', () => {
    expect(clampSize('bottom', 50, desktop)).toBe(160);
    expect(clampSize('bottom', 800, desktop)).toBe(900 - 240);
    expect(clampSize('right', 2000, desktop)).toBe(1440 - 360);
    expect(clampSize('right', 480.4, desktop)).toBe(480);
  });
  it('gives half of a window smaller than both minimums', () => {
    expect(clampSize('bottom', 300, { width: 375, height: 300 })).toBe(150);
  });
});

describe('appInsets', () => {
  it('gives the toggle a strip at the right while closed', () => {
    expect(appInsets(DEFAULT_PREFS, desktop)).toEqual({ bottom: 0, right: TOGGLE_STRIP_PX });
  });
  it('gives the panel its side while open: the right on a desktop, the bottom on a phone', () => {
    const open = { ...DEFAULT_PREFS, open: true };
    expect(appInsets(open, desktop)).toEqual({ bottom: 0, right: DEFAULT_SIZE.right });
    expect(appInsets(open, phone)).toEqual({ bottom: DEFAULT_SIZE.bottom, right: 0 });
  });
  it('never lets a stored size take the app below its minimum', () => {
    const huge = {
      ...DEFAULT_PREFS,
      open: true,
      side: 'bottom' as const,
      size: { bottom: 5000, right: 5000 },
    };
    expect(appInsets(huge, phone).bottom).toBe(812 - 240);
  });
});

describe('sizeAtPointer', () => {
  it('measures from the pointer to the docked edge', () => {
    expect(sizeAtPointer('bottom', 0, 600, desktop)).toBe(300);
    expect(sizeAtPointer('right', 900, 0, desktop)).toBe(540);
  });
});
