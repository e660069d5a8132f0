// In-page observers of LCP, layout shifts and interactions, and the CLS of what they saw.

// ------------------------------------------------------------------ in-page probes

export interface VitalsLog {
  lcp: number | null;
  lcpElement: string;
  shifts: { value: number; at: number; sources: string[] }[];
  events: { interactionId: number; duration: number; start: number; name: string }[];
}
export type VitalsWindow = Window & { __vitals?: VitalsLog };

/** Runs in the page before any app script (serialised: must not reference anything outside itself). */
export function installObservers() {
  const log: VitalsLog = { lcp: null, lcpElement: '', shifts: [], events: [] };
  (window as VitalsWindow).__vitals = log;
  // So an OVER figure says where to look: the element, its first class names and text.
  const nameOf = (node?: Node | null) => {
    const el = node instanceof Element ? node : node?.parentElement;
    return el
      ? `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}.${[...el.classList].slice(0, 3).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`
      : '(gone)';
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      log.lcp = e.startTime;
      log.lcpElement = nameOf(e.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // What moved, and how far.
  const describe = (s: {
    node?: Node | null;
    previousRect: DOMRectReadOnly;
    currentRect: DOMRectReadOnly;
  }) => {
    const name = nameOf(s.node);
    return `${name} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[])
      if (!e.hadRecentInput)
        log.shifts.push({ value: e.value, at: e.startTime, sources: (e.sources ?? []).map(describe) });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
      if (e.interactionId)
        log.events.push({
          interactionId: e.interactionId,
          duration: e.duration,
          start: e.startTime,
          name: e.name,
        });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** CLS as Chromium reports it: the largest session window of shifts (gap < 1 s, window ≤ 5 s). */
export function clsOf(shifts: { value: number; at: number }[]): number {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.at - b.at)) {
    if (s.at - last < 1000 && s.at - first < 5000) sum += s.value;
    else {
      sum = s.value;
      first = s.at;
    }
    last = s.at;
    best = Math.max(best, sum);
  }
  return best;
}
