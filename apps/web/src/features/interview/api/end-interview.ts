import type { EndInterviewRequest } from '@mockint/api-contract';
import { api } from '@/lib/api-client';

/**
 * POST /interviews/end. Resolves true on 200; false otherwise (the session machine shows
 * 'Failed to end interview room session'). Triggered by the session controller, not a React hook,
 * because the end must survive re-renders and run exactly once (decision 0622); it runs through the
 * mutation cache (endInterviewMutation) so 'Processing your request...' shows while it loads.
 */
export async function endInterview(body: EndInterviewRequest): Promise<boolean> {
  try {
    const { data, error } = await api.POST('/interviews/end', { body });
    return !error && Boolean(data);
  } catch {
    return false;
  }
}

/**
 * `networkMode: 'always'`: offline, the call runs (and fails) at once instead of being paused until the network
 * returns, when it would end an interview the room has resumed meanwhile (decision 0634).
 */
export const endInterviewMutation = {
  mutationKey: ['interviews', 'end'],
  mutationFn: endInterview,
  networkMode: 'always',
} as const;
