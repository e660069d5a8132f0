import type { Chat } from '@mockint/api-contract/socket';
import { deliverySummaryText } from '../utils/delivery-summary';
import { buildQuestionItems, interviewDelivery } from '../utils/per-question';
import { answerStore } from './answer-store';

/**
 * The delivery part of a report's Copy summary, from what this device kept of the session and the figures
 * the candidate chose to see (decision 0811). Null when there is nothing, or the device's storage is blocked.
 */
export async function roomDeliverySummary(roomId: string, chats: Chat[]): Promise<string | null> {
  try {
    const store = answerStore();
    const [answers, shown] = await Promise.all([store.listRoom(roomId), store.getMetricSettings()]);
    const items = buildQuestionItems(chats, answers, shown);
    return deliverySummaryText(interviewDelivery(chats, items), shown);
  } catch {
    return null;
  }
}
