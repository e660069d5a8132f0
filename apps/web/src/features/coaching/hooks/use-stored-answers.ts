import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerStore } from '../api/answer-store';
import type { Metric, MetricSettings } from '../utils/metric-settings';

/** Query keys of what this device keeps (one definition each). */
export const coachingKeys = {
  all: ['coaching'] as const,
  room: (roomId: string) => ['coaching', 'room', roomId] as const,
  everything: ['coaching', 'all'] as const,
  retention: ['coaching', 'retention'] as const,
  metrics: ['coaching', 'metrics'] as const,
};

export function useRoomAnswers(roomId: string) {
  return useQuery({
    queryKey: coachingKeys.room(roomId),
    queryFn: () => answerStore().listRoom(roomId),
    staleTime: Infinity,
    retry: false,
  });
}

export function useAllAnswers() {
  return useQuery({
    queryKey: coachingKeys.everything,
    queryFn: () => answerStore().listAll(),
    staleTime: Infinity,
    retry: false,
  });
}

export function useRetention() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: coachingKeys.retention,
    queryFn: () => answerStore().getRetentionDays(),
    staleTime: Infinity,
    retry: false,
  });
  const set = useMutation({
    // On-device work: no 'Processing your request...' toast.
    meta: { silent: true },
    mutationFn: async (days: number) => {
      await answerStore().setRetentionDays(days);
      await answerStore().prune();
    },
    onSettled: () => client.invalidateQueries({ queryKey: coachingKeys.all }),
  });
  return { days: query.data, set };
}

export function useDeleteAnswers() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (roomId: string | null) =>
      roomId ? answerStore().deleteRoom(roomId) : answerStore().deleteAll(),
    onSettled: () => client.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}

/** The figures the candidate chose to see (decision 0811); undefined while loading. */
export function useMetricSettings() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: coachingKeys.metrics,
    queryFn: () => answerStore().getMetricSettings(),
    staleTime: Infinity,
    retry: false,
  });
  const set = useMutation({
    meta: { silent: true },
    mutationFn: async ({ metric, on }: { metric: Metric; on: boolean }) => {
      const next: MetricSettings = { ...(await answerStore().getMetricSettings()), [metric]: on };
      await answerStore().setMetricSettings(next);
      return next;
    },
    onSuccess: (next) => client.setQueryData(coachingKeys.metrics, next),
  });
  return { shown: query.data, isError: query.isError, set };
}
