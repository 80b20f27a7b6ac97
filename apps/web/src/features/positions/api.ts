import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePosition, getPositionRights, listPositions, restorePositionDefault, savePositionRights, type CommandInput } from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandMutation, useCommandQuery } from '../../app/command.ts';

export function usePositions() {
  return useCommandQuery(listPositions, {});
}

export function usePositionRights(positionId: number | undefined) {
  return useCommandQuery(getPositionRights, { positionId: positionId ?? 0 }, { enabled: positionId !== undefined });
}

/** Saving or restoring answers the position's new rights: they replace the cached ones. */
function useRightsMutation<D extends typeof savePositionRights | typeof restorePositionDefault>(declaration: D) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommandInput<D>) => runCommand(declaration, input),
    onSuccess: (rights, input) => queryClient.setQueryData(commandKeyOf(getPositionRights, { positionId: input.positionId }), rights),
  });
}

export const useSavePositionRights = () => useRightsMutation(savePositionRights);
export const useRestorePositionDefault = () => useRightsMutation(restorePositionDefault);

export const useDeletePosition = () => useCommandMutation(deletePosition, [listPositions]);
