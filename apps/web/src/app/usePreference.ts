import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callCommand } from './envelope.ts';

type Preference = { key: string; value: unknown };

/**
 * One of the user's remembered choices, kept on the server (uc/getPreference, uc/savePreference) so it follows
 * them to any browser. A save shows at once; a refused one puts the last saved value back.
 */
export function usePreference(key: string) {
  const queryKey = ['preference', key];
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey, queryFn: () => callCommand<Preference>('uc', 'getPreference', { key }), staleTime: Infinity });
  const save = useMutation({
    mutationFn: (value: unknown) => callCommand<Preference>('uc', 'savePreference', { key, value }),
    onMutate: (value) => queryClient.setQueryData<Preference>(queryKey, { key, value }),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
  return { value: saved.data?.value, loaded: saved.isSuccess, save: (value: unknown) => save.mutate(value) };
}
