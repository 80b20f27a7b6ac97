import { usePreference } from '../../../app/usePreference.ts';
import type { OrderColumnKey, OrderListConfig } from './listConfigs.ts';

/** The columns to show: the saved choice in the list's order, the defaults when nothing usable is saved. */
export function chosenColumns(saved: unknown, config: Pick<OrderListConfig, 'columns' | 'defaultColumns'>): OrderColumnKey[] {
  const pinned = config.columns[0];
  if (!Array.isArray(saved)) return [...config.defaultColumns];
  const chosen = config.columns.filter((key) => key === pinned || saved.includes(key));
  return chosen.length > 1 ? chosen : [...config.defaultColumns];
}

/** The user's columns for a list, remembered on the server. */
export function useColumnPreference(config: OrderListConfig) {
  const preference = usePreference(`orderList.${config.listKey}.columns`);
  return { columns: chosenColumns(preference.value, config), choose: (columns: OrderColumnKey[]) => preference.save(columns) };
}
