import { notify } from '@/lib/toast';
import { analyzeBlob } from './analysis/analyze-blob';
import { createAnswerCapture, type SubscribeToAnswers } from './utils/answer-capture';
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
 * Starts keeping the room's answers on this device: `subscribe` is the room's answer seam, given by the room
 * route, which loads this module lazily after the room has rendered (decision 0059). Old answers past the
 * retention go first. Returns the unsubscribe.
 */
export function startAnswerCapture(subscribe: SubscribeToAnswers): () => void {
  const store = answerStore();
  void store.prune().catch(() => undefined);
  const capture = createAnswerCapture({
    store,
    analyze: (blob) => whenIdle().then(() => analyzeBlob(blob)),
    onQuota: (message) => notify.warning(message),
    log: (message, detail) => console.warn(message, detail ?? ''),
  });
  return subscribe((answer) => capture.keep(answer));
}
