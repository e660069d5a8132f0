import type { InterviewRoom } from '@mockint/api-contract';
import type { toJoinDevices } from '../utils/devices';
import type { JoinPayload } from './session-types';

/** What the join frame reports about the browser (read by the caller, so this stays pure). */
export interface ClientEnvironment {
  userAgent: string;
  language: string;
  screenWidth: number;
  screenHeight: number;
}

/** The `join` frame's payload (the spec's "Join message") for a loaded room. */
export function buildJoinPayload(
  room: Pick<InterviewRoom, 'id' | 'interviewLanguage'>,
  candidateId: string,
  client: ClientEnvironment,
  devices: ReturnType<typeof toJoinDevices>,
): JoinPayload {
  return {
    interviewRoomId: room.id,
    interviewLanguageId: room.interviewLanguage.id,
    candidateId,
    userAgent: client.userAgent,
    language: client.language,
    screenWidth: Math.round(client.screenWidth),
    screenHeight: Math.round(client.screenHeight),
    devices,
  };
}
