import { subscribeAnswerEvents } from '@/lib/answer-events';
import { notify } from '@/lib/toast';
import { analyzeBlob } from './analysis/analyze-blob';
import { createAnswerCapture } from './storage/answer-capture';
import { answerStore } from './storage/answer-store';

/**
 * Starts keeping the room's spoken answers on this device (loaded lazily by the room route, after the room
 * has rendered). Old answers past the retention go first. Returns the unsubscribe.
 */
export function startAnswerCapture(): () => void {
  const store = answerStore();
  void store.prune().catch(() => undefined);
  const capture = createAnswerCapture({
    store,
    analyze: analyzeBlob,
    onQuota: (message) => notify.warning(message),
    log: (message, detail) => console.warn(message, detail ?? ''),
  });
  return subscribeAnswerEvents((event) => capture.handle(event));
}
