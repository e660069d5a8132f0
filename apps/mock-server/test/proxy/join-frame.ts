import type { Interview } from '../ws/harness.ts';

/** The `join` frame the web app sends first, for a room made by createInterview. */
export const joinFrame = (interview: Interview, userAgent: string): string =>
  JSON.stringify({
    type: 'join',
    interviewRoomId: interview.roomId,
    interviewLanguageId: 'lang-en',
    candidateId: interview.candidateId,
    userAgent,
    language: 'en-US',
    screenWidth: 1280,
    screenHeight: 800,
    devices: [],
  });
