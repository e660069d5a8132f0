import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { MutationObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InterviewRoom } from '@mockint/api-contract';
import { env } from '@/config/env';
import { navigateTo } from '@/lib/navigation';
import { removeKeys } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { fetchInterviewRoom } from '@/api/get-interview-room';
import { endInterviewMutation } from '../api/end-interview';
import { revokeSessionMutation } from '../api/revoke-session';
import { getAudioContext, lazyAudioContext, setAudioOutput } from '../audio/audio-context';
import { ensureAudioUnlocked, onNextDocumentGesture } from '../audio/autoplay-unlock';
import { createMediaElementPlayer, warmUpMediaElement } from '../audio/media-element-player';
import { browserRecorderDeps } from '../audio/recorder';
import { playTones } from '../audio/sounds';
import { selectMicrophone, useDeviceStore } from '../session/device-store';
import { buildJoinPayload } from '../session/join-payload';
import {
  keptAnswerKey,
  keptDraftKey,
  readKeptAnswer,
  writeKeptAnswer,
  writeKeptDraft,
} from '../session/kept-answer';
import type { SubscribeAnswers } from '../session/answer-seam';
import { SessionController, type SessionSnapshot } from '../session/session-controller';
import { splitDevices, toJoinDevices } from '../utils/devices';
import { STORED_INTERVIEW_KEYS } from '../utils/join-rules';
import { displayName } from '@/lib/people';

export function interviewerDisplayName(room: Pick<InterviewRoom, 'interviewer'>): string {
  return displayName(room.interviewer);
}

/**
 * Runs a call through React Query's mutation cache, so the app's 'Processing your request...' toast shows
 * for it like for every other call (the spec's calls), while the controller still owns when and how often it runs.
 */
function mutate<TVars, TResult>(
  client: QueryClient,
  options: { mutationFn: (v: TVars) => Promise<TResult> },
  vars: TVars,
): Promise<TResult> {
  return new MutationObserver(client, options).mutate(vars);
}

/**
 * What the app gives the room for its answers (decision 0059): it is called with the controller's answer seam
 * once the controller exists, and returns the unsubscribe.
 */
export type KeepAnswers = (subscribe: SubscribeAnswers) => () => void;

/** Creates the session controller for a loaded room and subscribes React to it (and `keepAnswers` to its answers). */
export function useInterviewSession(room: InterviewRoom, candidateId: string, keepAnswers?: KeepAnswers) {
  const [controller, setController] = useState<SessionController | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    const answerKey = keptAnswerKey(candidateId, room.id);
    const c = new SessionController({
      room: {
        roomId: room.id,
        candidateId,
        interviewerId: room.interviewer.id,
        interviewerName: interviewerDisplayName(room),
        timeRemaining: room.timeRemaining,
        chats: room.chats,
      },
      wsBaseUrl: env.wsBaseUrl,
      audioContext: lazyAudioContext,
      streamPlayer: createMediaElementPlayer(() => useDeviceStore.getState().speakerId),
      recorderDeps: browserRecorderDeps(),
      endInterview: (body) => mutate(queryClient, endInterviewMutation, body),
      revokeOtherSession: (body) => mutate(queryClient, revokeSessionMutation, body),
      getMicrophoneId: () => useDeviceStore.getState().microphoneId,
      microphoneReplaced: (deviceId) => deviceId && selectMicrophone(deviceId),
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
      clearStorage: () => {
        removeKeys(STORED_INTERVIEW_KEYS);
        // The interview is over: nothing typed or unsent is offered again.
        writeKeptAnswer(answerKey, null);
        writeKeptDraft(keptDraftKey(candidateId, room.id), '');
      },
      // The unacknowledged answer survives Refresh Page, a reload and an unmount (decision 0635).
      keptAnswer: {
        read: () => readKeptAnswer(answerKey),
        write: (answer) => writeKeptAnswer(answerKey, answer),
      },
      // A lost network rarely closes the socket at once: the browser's offline event says so (decision 0632),
      // unless it is back online within the grace (decision 0642).
      watchOffline: (onOffline, onOnline) => {
        window.addEventListener('offline', onOffline);
        window.addEventListener('online', onOnline);
        return () => {
          window.removeEventListener('offline', onOffline);
          window.removeEventListener('online', onOnline);
        };
      },
      log: (message, detail) => console.warn(message, detail ?? ''),
      // The countdown and the transcript are re-synced from the server's room after every join (G8, decision
      // 0663); a failure keeps the local ones.
      // The tabs of this browser say which has the interview live (decision 0665).
      presenceChannel: () =>
        typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`mockint-room:${room.id}`),
      fetchRoomNow: () =>
        fetchInterviewRoom(room.id).then((r) => ({ timeRemaining: r.timeRemaining, chats: r.chats ?? [] })),
    });
    const stopKeeping = keepAnswers?.(c.subscribeAnswers);
    setController(c);
    return () => {
      stopKeeping?.();
      c.dispose();
    };
    // The controller lives for one room; room refetches must not recreate it mid-interview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room.id, candidateId]);

  return controller;
}

/**
 * Start Interview: this click is the user gesture that lets audio play; then the join frame is built from the
 * room, the browser and the chosen devices, and the machine connects.
 */
export function useStartInterview(
  controller: SessionController | null,
  room: InterviewRoom,
  candidateId: string,
) {
  const stopUnlock = useRef<() => void>(() => undefined);
  useEffect(() => () => stopUnlock.current(), []);
  return useCallback(async () => {
    if (!controller) return;
    const resume = () =>
      void getAudioContext()
        .resume()
        .catch(() => undefined);
    resume();
    stopUnlock.current = ensureAudioUnlocked({
      tryPlay: warmUpMediaElement,
      resume,
      prompt: (message) => notify.warning(message, { duration: Infinity }),
      dismiss: (message) => notify.dismiss(message),
      onNextGesture: onNextDocumentGesture,
    });
    const { microphoneId, speakerId } = useDeviceStore.getState();
    await setAudioOutput(speakerId).catch(() => undefined);
    let devices: ReturnType<typeof toJoinDevices> = [];
    try {
      devices = toJoinDevices(
        splitDevices(await navigator.mediaDevices.enumerateDevices()),
        microphoneId,
        speakerId,
      );
    } catch {
      // The device list is informative; joining without it is better than not joining.
    }
    const client = {
      userAgent: navigator.userAgent,
      language: navigator.language,
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
    };
    controller.dispatch({ type: 'start', join: buildJoinPayload(room, candidateId, client, devices) });
  }, [controller, room, candidateId]);
}

const EMPTY = () => () => undefined;

export function useSessionSnapshot(controller: SessionController | null): SessionSnapshot | null {
  return useSyncExternalStore(
    controller ? controller.subscribe : EMPTY,
    () => (controller ? controller.getSnapshot() : null),
    () => null,
  );
}
