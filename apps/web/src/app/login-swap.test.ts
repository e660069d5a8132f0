import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocusAcross, keepPressAcross, watchPresses, whenNotPressed } from './login-swap';

const target = new EventTarget();
watchPresses(target);
const press = (type: 'pointerdown' | 'pointerup' | 'pointercancel') => target.dispatchEvent(new Event(type));

afterEach(() => {
  press('pointerup');
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe("the login page's swap to the router's copy", () => {
  it('happens at once when nothing is pressed', () => {
    const swap = vi.fn();
    whenNotPressed(swap);
    expect(swap).toHaveBeenCalledOnce();
  });

  it('waits for a press to end, and for its click, before it happens', async () => {
    vi.useFakeTimers();
    const swap = vi.fn();
    press('pointerdown');
    whenNotPressed(swap);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(swap).not.toHaveBeenCalled();
    press('pointerup');
    // The click is dispatched right after pointerup, in the same task: the swap comes after it.
    expect(swap).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(swap).toHaveBeenCalledOnce();
  });

  it('waits again when a new press starts before the last one has been handled; a cancelled press ends too', async () => {
    vi.useFakeTimers();
    const swap = vi.fn();
    press('pointerdown');
    whenNotPressed(swap);
    press('pointerup');
    press('pointerdown');
    await vi.advanceTimersByTimeAsync(0);
    expect(swap).not.toHaveBeenCalled();
    press('pointercancel');
    await vi.advanceTimersByTimeAsync(0);
    expect(swap).toHaveBeenCalledOnce();
  });

  it('puts keyboard focus back on the same control in the new content', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML =
      '<a href="/auth/sign-in?platform=google">Sign in with Google</a><a href="/terms">Terms</a>';
    root.querySelector<HTMLElement>('a[href="/terms"]')!.focus();
    const restore = keepFocusAcross(root);
    // The swap replaces every node (React mounts the router's copy of the page).
    root.innerHTML =
      '<main><a href="/auth/sign-in?platform=google">Sign in with Google</a><a href="/terms">Terms</a></main>';
    expect(document.activeElement).toBe(document.body);
    restore();
    expect(document.activeElement).toBe(root.querySelector('a[href="/terms"]'));
  });

  it('puts focus back on the content the skip link focused, though its text changed in the new copy', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML =
      '<a href="#main">Skip to content</a><main id="main" tabindex="-1"><h1>Welcome</h1></main>';
    root.querySelector<HTMLElement>('#main')!.focus();
    const restore = keepFocusAcross(root);
    root.innerHTML =
      '<a href="#main">Skip to content</a><main id="main" tabindex="-1"><h1>Welcome back</h1></main>';
    restore();
    expect(document.activeElement).toBe(root.querySelector('#main'));
  });

  it('puts focus back on the <main> the skip link made focusable, which the new copy renders without tabindex', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = '<a href="#main">Skip to content</a><main><h1>Welcome</h1></main>';
    // What SkipLink does on a page without #main.
    const main = root.querySelector('main')!;
    main.setAttribute('tabindex', '-1');
    main.focus();
    const restore = keepFocusAcross(root);
    root.innerHTML = '<a href="#main">Skip to content</a><main><h1>Welcome</h1></main>';
    restore();
    // Focusable as the old one was (a browser ignores focus() on a <main> without tabindex; happy-dom does not).
    expect(root.querySelector('main')!.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(root.querySelector('main'));
  });

  it('leaves focus alone when it was not on the page, or has moved on since', () => {
    const root = document.createElement('div');
    const outside = document.createElement('button');
    document.body.append(root, outside);
    root.innerHTML = '<a href="/x">X</a>';
    outside.focus();
    keepFocusAcross(root)();
    expect(document.activeElement).toBe(outside);

    root.querySelector<HTMLElement>('a')!.focus();
    const restore = keepFocusAcross(root);
    root.innerHTML = '<a href="/x">X</a>';
    outside.focus();
    restore();
    expect(document.activeElement).toBe(outside);
  });
});

describe('a press on a prerendered frame (decision 0540)', () => {
  it('is made again on the same control of the live page: same text, same rank among its twins', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML =
      '<div data-frame><button>Select</button><button data-pressed>Select</button><button>Back</button></div>';
    const replay = keepPressAcross(root);
    root.innerHTML = '<main><button>Select</button><button>Select</button><button>Back</button></main>';
    const [first, second, back] = root.querySelectorAll('button');
    const pressed: Element[] = [];
    for (const button of [first!, second!, back!])
      button.addEventListener('click', (event) => pressed.push(event.currentTarget as Element));
    replay();
    expect(pressed).toEqual([second]);
  });

  it('does nothing when nothing was pressed, or the control is gone', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = '<div data-frame><button>Refresh</button></div>';
    const clicked = vi.fn();
    const replayNothing = keepPressAcross(root);
    root.innerHTML = '<button>Refresh</button>';
    root.querySelector('button')!.addEventListener('click', clicked);
    replayNothing();
    root.innerHTML = '<div data-frame><button data-pressed>Refresh</button></div>';
    const replayGone = keepPressAcross(root);
    root.innerHTML = '<button>Retry</button>';
    root.querySelector('button')!.addEventListener('click', clicked);
    replayGone();
    expect(clicked).not.toHaveBeenCalled();
  });
});
