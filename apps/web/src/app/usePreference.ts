import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPreference, savePreference, type PreferenceView } from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandQuery } from './command.ts';

/**
 * One of the user's remembered choices, kept on the server (uc/getPreference, uc/savePreference) so it follows
 * them to any browser. A save shows at once; a refused one puts the last saved value back.
 */
export function usePreference(key: string) {
  const queryKey = commandKeyOf(getPreference, { key });
  const queryClient = useQueryClient();
  const saved = useCommandQuery(getPreference, { key }, { staleTime: Infinity });
  const save = useMutation({
    mutationFn: (value: PreferenceView['value']) => runCommand(savePreference, { key, value }),
    onMutate: (value) => queryClient.setQueryData<PreferenceView>(queryKey, { key, value }),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
  return { value: saved.data?.value, loaded: saved.isSuccess, save: (value: PreferenceView['value']) => save.mutate(value) };
}
