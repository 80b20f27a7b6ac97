import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveSegmentInput, SegmentChannel, SegmentView } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

const segmentsKey = ['segments'] as const;

export function useSegments() {
  return useQuery({ queryKey: segmentsKey, queryFn: () => callCommand<SegmentView[]>('main', 'listSegments') });
}

export function useSegmentChannels() {
  return useQuery({ queryKey: ['segmentChannels'], queryFn: () => callCommand<SegmentChannel[]>('main', 'listSegmentChannels') });
}

function useSegmentMutation<I>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<{ id?: number }>('main', command, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: segmentsKey }), queryClient.invalidateQueries({ queryKey: ['homeStats'] })]),
  });
}

export const useSaveSegment = () => useSegmentMutation<SaveSegmentInput>('saveSegment');
export const useSetSegmentEnabled = () => useSegmentMutation<{ id: number; enabled: boolean }>('setSegmentEnabled');
export const useDeleteSegment = () => useSegmentMutation<{ id: number }>('deleteSegment');
