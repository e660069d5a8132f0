import { subscribeAnswerEvents } from '@/lib/answer-events';
import { notify } from '@/lib/toast';
import { analyzeBlob } from './utils/analysis/analyze-blob';
import { createAnswerCapture } from './utils/answer-capture';
import { answerStore } from './api/answer-store';

/**
 * Waits for an idle moment (at most 1 s): decoding starts only after the room has painted what End Response
 * changed, never in that interaction's frame.
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * Starts keeping the room's spoken answers on this device (loaded lazily by the room route, after the room
 * has rendered). Old answers past the retention go first. Returns the unsubscribe.
 */
export function startAnswerCapture(): () => void {
  const store = answerStore();
  void store.prune().catch(() => undefined);
  const capture = createAnswerCapture({
    store,
    analyze: (blob) => whenIdle().then(() => analyzeBlob(blob)),
    onQuota: (message) => notify.warning(message),
    log: (message, detail) => console.warn(message, detail ?? ''),
  });
  return subscribeAnswerEvents((event) => capture.handle(event));
}
