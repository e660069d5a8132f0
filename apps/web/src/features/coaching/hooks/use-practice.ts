import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerStore } from '../api/answer-store';
import { lazyPractice } from '../practice/lazy-practice';
import type { CreateAttemptRecorder } from './practice-actor';
import { coachingKeys } from './use-stored-answers';

export type { CreateAttemptRecorder } from './practice-actor';

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
 * One question's practice recorder, its statechart downloaded with the first press (decision 0790). What the
 * panel shows comes from `lazyPractice`; a finished attempt refreshes the attempts list.
 */
export function usePractice(roomId: string, chatId: string, createRecorder: CreateAttemptRecorder) {
  const client = useQueryClient();
  const [practice] = useState(() =>
    lazyPractice(() =>
      import('./practice-actor').then(({ createPracticeActor }) =>
        createPracticeActor({
          roomId,
          chatId,
          createRecorder,
          onSaved: () => client.invalidateQueries({ queryKey: attemptKeys.room(roomId) }),
        }),
      ),
    ),
  );
  useEffect(() => {
    practice.mount();
    return () => practice.unmount();
  }, [practice]);
  const view = useSyncExternalStore(practice.subscribe, practice.get, practice.get);
  return { ...view, send: practice.send };
}
