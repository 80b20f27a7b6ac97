import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callCommand } from '../../../app/envelope.ts';
import type { OrderColumnKey, OrderListConfig } from './listConfigs.ts';

type Preference = { key: string; value: unknown };

/** The columns to show: the saved choice in the list's order, the defaults when nothing usable is saved. */
export function chosenColumns(saved: unknown, config: Pick<OrderListConfig, 'columns' | 'defaultColumns'>): OrderColumnKey[] {
  const pinned = config.columns[0];
  if (!Array.isArray(saved)) return [...config.defaultColumns];
  const chosen = config.columns.filter((key) => key === pinned || saved.includes(key));
  return chosen.length > 1 ? chosen : [...config.defaultColumns];
}

/** The user's columns for a list, remembered on the server (uc/getPreference, uc/savePreference). */
export function useColumnPreference(config: OrderListConfig) {
  const key = `orderList.${config.listKey}.columns`;
  const queryKey = ['preference', key];
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey,
    queryFn: () => callCommand<Preference>('uc', 'getPreference', { key }),
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (columns: OrderColumnKey[]) => callCommand<Preference>('uc', 'savePreference', { key, value: columns }),
    // The table follows the choice at once; a refused save puts the last saved choice back.
    onMutate: (columns) => queryClient.setQueryData<Preference>(queryKey, { key, value: columns }),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
  return { columns: chosenColumns(saved.data?.value, config), choose: (columns: OrderColumnKey[]) => save.mutate(columns) };
}
