import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createActor } from 'xstate';
import { answerStore } from '../api/answer-store';
import { analyzeBlob } from '../analysis/analyze-blob';
import { practiceMachine, type AttemptRecorder } from '../practice/practice-machine';
import { coachingKeys } from './use-stored-answers';

/** What the app gives the report to record attempts with: the room's recorder (decision 0813). */
export type CreateAttemptRecorder = (callbacks: {
  onTick: (elapsedSeconds: number) => void;
  onTimeUp: () => void;
}) => AttemptRecorder;

export const attemptKeys = {
  room: (roomId: string) => [...coachingKeys.all, 'attempts', roomId] as const,
};

export function useRoomAttempts(roomId: string) {
  return useQuery({
    queryKey: attemptKeys.room(roomId),
    queryFn: () => answerStore().listAttempts(roomId),
    staleTime: Infinity,
    retry: false,
  });
}

export function useDeleteAttempt(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => answerStore().deleteAttempt(id),
    onSettled: () => client.invalidateQueries({ queryKey: attemptKeys.room(roomId) }),
  });
}

/**
 * One question's practice recorder: the statechart, its recorder and where a finished attempt goes (the
 * analysis Worker, then IndexedDB, then the attempts list). Nothing leaves the device.
 */
export function usePractice(roomId: string, chatId: string, createRecorder: CreateAttemptRecorder) {
  const client = useQueryClient();
  const create = () => createPracticeActor(roomId, chatId, createRecorder, client);
  const [actor, setActor] = useState(create);
  useEffect(() => {
    // A stopped XState actor never starts again, and React mounts, unmounts and mounts again in development
    // (StrictMode): the second mount gets a fresh actor, or the button does nothing (decision 0657).
    if (stoppedActors.has(actor)) {
      setActor(create());
      return;
    }
    actor.start();
    return () => {
      // Leaving the report mid-attempt closes the microphone.
      if (actor.getSnapshot().matches('recording') || actor.getSnapshot().matches('starting'))
        actor.send({ type: 'cancel' });
      actor.stop();
      stoppedActors.add(actor);
    };
    // One actor per mount; the question it records for is fixed by the component's key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
  );
  return { snapshot, send: actor.send.bind(actor) };
}

type PracticeActor = ReturnType<typeof createPracticeActor>;
const stoppedActors = new WeakSet<PracticeActor>();

function createPracticeActor(
  roomId: string,
  chatId: string,
  createRecorder: CreateAttemptRecorder,
  client: QueryClient,
) {
  const ref: { send?: (event: { type: 'tick'; elapsed: number } | { type: 'stop' }) => void } = {};
  const recorder = createRecorder({
    onTick: (elapsed) => ref.send?.({ type: 'tick', elapsed }),
    onTimeUp: () => ref.send?.({ type: 'stop' }),
  });
  const created = createActor(practiceMachine, {
    input: {
      recorder,
      save: async (blob) => {
        // A failed analysis keeps the recording for replay (as the room's answers do, decision 0801).
        const metrics = await analyzeBlob(blob).catch(() => null);
        await answerStore().putAttempt({
          id: crypto.randomUUID(),
          roomId,
          chatId,
          audio: blob,
          metrics,
          recordedAt: Date.now(),
        });
        await client.invalidateQueries({ queryKey: attemptKeys.room(roomId) });
      },
    },
  });
  ref.send = (event) => created.send(event);
  return created;
}
