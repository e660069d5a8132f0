import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useUnloadGuard } from './use-unload-guard';

/** What the browser asks before the tab closes or reloads: true when a handler cancels the unload. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnloadGuard', () => {
  it('asks only while active', () => {
    const { rerender } = renderHook(({ active }) => useUnloadGuard(active), {
      initialProps: { active: false },
    });
    expect(unloadAsks()).toBe(false);
    rerender({ active: true });
    expect(unloadAsks()).toBe(true);
    rerender({ active: false });
    expect(unloadAsks()).toBe(false);
  });

  it('stops asking once the page is gone', () => {
    const { unmount } = renderHook(() => useUnloadGuard(true));
    expect(unloadAsks()).toBe(true);
    unmount();
    expect(unloadAsks()).toBe(false);
  });
});
