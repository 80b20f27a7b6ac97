import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicTrackingResult, TrackingEventInput, TrackingResult } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

export const useQueryTracking = () =>
  useMutation({ mutationFn: (numbers: string) => callCommand<TrackingResult[]>('main', 'queryTracking', { numbers }) });

export const usePublicTracking = () =>
  useMutation({ mutationFn: (numbers: string) => callCommand<PublicTrackingResult[]>('main', 'publicTracking', { numbers }) });

export function useAddTrackingEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrackingEventInput) => callCommand<{ id: number }>('main', 'addTrackingEvent', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['homeStats'] }),
  });
}
