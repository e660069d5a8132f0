import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({
  imported: 0,
  calls: [] as string[],
}));
vi.mock('sonner', () => {
  sonner.imported += 1;
  const record = (kind: string) => (message?: string) =>
    void sonner.calls.push(`${kind} ${message ?? ''}`.trim());
  return {
    toast: {
      success: record('success'),
      error: record('error'),
      warning: record('warning'),
      info: record('info'),
      loading: record('loading'),
      dismiss: record('dismiss'),
    },
  };
});

// A fresh lib/toast (not yet loaded sonner) per test.
async function freshToast() {
  vi.resetModules();
  return import('./toast');
}

beforeEach(() => {
  sonner.imported = 0;
  sonner.calls = [];
});

describe('notify (sonner on demand)', () => {
  it('downloads sonner with the first toast and shows toasts raised meanwhile in order', async () => {
    const { notify, toastsLoaded, loadToasts } = await freshToast();
    expect(toastsLoaded.get()).toBe(false);
    notify.error('First');
    notify.success('Second');
    notify.dismiss('First');
    expect(sonner.calls).toEqual([]);
    await loadToasts();
    await Promise.resolve();
    expect(sonner.imported).toBe(1);
    expect(toastsLoaded.get()).toBe(true);
    expect(sonner.calls).toEqual(['error First', 'success Second', 'dismiss First']);
    // Once here, toasts are raised at once.
    notify.warning('Third');
    expect(sonner.calls.at(-1)).toBe('warning Third');
  });

  it('removing toasts when none was raised does not download sonner', async () => {
    const { notify, toastsLoaded } = await freshToast();
    notify.dismissAll();
    notify.dismiss('Anything');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sonner.imported).toBe(0);
    expect(toastsLoaded.get()).toBe(false);
  });

  it('tells the toaster host when sonner has arrived', async () => {
    const { notify, toastsLoaded, loadToasts } = await freshToast();
    const listener = vi.fn();
    const stop = toastsLoaded.subscribe(listener);
    notify.processing();
    await loadToasts();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
