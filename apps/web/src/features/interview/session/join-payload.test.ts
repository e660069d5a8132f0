import { describe, expect, it } from 'vitest';
import { buildJoinPayload } from './join-payload';

describe('buildJoinPayload', () => {
  it('names the room, its language and the candidate, with whole screen pixels and the device list', () => {
    const devices = [
      {
        deviceName: 'Mic',
        deviceId: 'm1',
        deviceKind: 'audioinput',
        deviceGroupId: 'g',
        deviceSelected: true,
      },
    ] as Parameters<typeof buildJoinPayload>[3];
    expect(
      buildJoinPayload(
        { id: 'room-1', interviewLanguage: { id: 'en-us' } as never },
        'cand-1',
        { userAgent: 'UA', language: 'en-US', screenWidth: 1280.4, screenHeight: 719.6 },
        devices,
      ),
    ).toEqual({
      interviewRoomId: 'room-1',
      interviewLanguageId: 'en-us',
      candidateId: 'cand-1',
      userAgent: 'UA',
      language: 'en-US',
      screenWidth: 1280,
      screenHeight: 720,
      devices,
    });
  });
});
