import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PositionRights, PositionSummary, SavePositionInput, SavePositionRightsInput } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

const positionsKey = ['positions'] as const;
const rightsKey = (positionId: number) => ['positionRights', positionId] as const;

export function usePositions() {
  return useQuery({ queryKey: positionsKey, queryFn: () => callCommand<PositionSummary[]>('main', 'listPositions') });
}

export function usePositionRights(positionId: number | undefined) {
  return useQuery({
    queryKey: rightsKey(positionId ?? 0),
    queryFn: () => callCommand<PositionRights>('main', 'getPositionRights', { positionId }),
    enabled: positionId !== undefined,
  });
}

/** Saving or restoring answers the position's new rights: they replace the cached ones. */
function useRightsMutation<I extends { positionId: number }>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<PositionRights>('main', command, input),
    onSuccess: (rights, input) => queryClient.setQueryData(rightsKey(input.positionId), rights),
  });
}

export const useSavePositionRights = () => useRightsMutation<SavePositionRightsInput>('savePositionRights');
export const useRestorePositionDefault = () => useRightsMutation<{ positionId: number }>('restorePositionDefault');

function usePositionMutation<I>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<{ id?: number }>('main', command, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: positionsKey }),
  });
}

export const useSavePosition = () => usePositionMutation<SavePositionInput>('savePosition');
export const useDeletePosition = () => usePositionMutation<{ id: number }>('deletePosition');
