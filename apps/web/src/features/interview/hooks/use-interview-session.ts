import { useEffect, useState, useSyncExternalStore } from 'react';
import type { InterviewRoom } from '@mockint/api-contract';
import { env } from '@/config/env';
import { navigateTo } from '@/lib/navigation';
import { removeKeys } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { endInterview } from '../api/end-interview';
import { revokeInterviewSession } from '../api/revoke-session';
import type { AudioContextLike, ChunkMetrics } from '../audio/audio-queue';
import { getAudioContext } from '../audio/audio-context';
import { createMediaElementPlayer } from '../audio/media-element-player';
import { browserRecorderDeps } from '../audio/recorder';
import { playTones } from '../audio/sounds';
import { SessionController, type SessionSnapshot } from '../session/session-controller';
import { interviewSocketUrl } from '../socket/interview-socket';
import { STORED_INTERVIEW_KEYS } from '../utils/join-rules';
import { deviceStore } from './device-store';

declare global {
  interface Window {
    /** Set by the room bench (apps/web/bench/room-bench.ts) to collect per-chunk audio timings. */
    __mockintAudioMetrics?: (ChunkMetrics & { at: number })[];
  }
}

export function interviewerDisplayName(room: Pick<InterviewRoom, 'interviewer'>): string {
  return room.interviewer.nickname?.trim() || room.interviewer.fullName;
}

/** Creates the session controller for a loaded room and subscribes React to it. */
export function useInterviewSession(room: InterviewRoom, candidateId: string) {
  const [controller, setController] = useState<SessionController | null>(null);

  useEffect(() => {
    const ids = { interviewRoomId: room.id, candidateId, interviewerId: room.interviewer.id };
    const c = new SessionController({
      sessionId: room.id,
      interviewerName: interviewerDisplayName(room),
      timeRemaining: room.timeRemaining,
      chats: room.chats,
      socketUrl: interviewSocketUrl(env.wsBaseUrl, room.id),
      audioContext: getAudioContext() as unknown as AudioContextLike,
      streamPlayer: createMediaElementPlayer(() => deviceStore.get().speakerId),
      recorderDeps: browserRecorderDeps(),
      endInterview: (timeout) => endInterview({ ...ids, timeout }),
      revokeOtherSession: () => revokeInterviewSession({ interviewRoomId: room.id, candidateId }),
      getMicrophoneId: () => deviceStore.get().microphoneId,
      toast: (kind, message) => notify[kind](message),
      playSound: (sound) => {
        try {
          playTones(getAudioContext(), sound);
        } catch {
          // A cue is optional.
        }
      },
      navigate: (to) => navigateTo(to),
      reload: () => window.location.reload(),
      clearStorage: () => removeKeys(STORED_INTERVIEW_KEYS),
      log: (message, detail) => console.warn(message, detail ?? ''),
      onChunkStart: (metrics) => window.__mockintAudioMetrics?.push({ ...metrics, at: performance.now() }),
    });
    setController(c);
    return () => c.dispose();
    // The controller lives for one room; room refetches must not recreate it mid-interview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room.id, candidateId]);

  return controller;
}

const EMPTY = () => () => undefined;

export function useSessionSnapshot(controller: SessionController | null): SessionSnapshot | null {
  return useSyncExternalStore(
    controller ? controller.subscribe : EMPTY,
    () => (controller ? controller.getSnapshot() : null),
    () => null,
  );
}
