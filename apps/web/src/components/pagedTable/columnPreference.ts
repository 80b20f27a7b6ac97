import { useCallback, useMemo } from 'react';
import { usePreference } from '../../app/usePreference.ts';

/** The columns a table may show and those it shows until the user chooses; the first column always stays. */
export type ColumnChoice<K extends string> = { columns: readonly K[]; defaultColumns: readonly K[] };

/** The columns to show: the saved choice in the list's order, the defaults when nothing usable is saved. */
export function chosenColumns<K extends string>(saved: unknown, config: ColumnChoice<K>): K[] {
  const pinned = config.columns[0];
  if (!Array.isArray(saved)) return [...config.defaultColumns];
  const chosen = config.columns.filter((key) => key === pinned || saved.includes(key));
  return chosen.length > 1 ? chosen : [...config.defaultColumns];
}

/** The user's columns for a table, remembered on the server under `key`; the same array while nothing changes. */
export function useColumnPreference<K extends string>(key: string, config: ColumnChoice<K>) {
  const preference = usePreference(key);
  const { value, save } = preference;
  const columns = useMemo(() => chosenColumns(value, config), [value, config]);
  const choose = useCallback((chosen: K[]) => save(chosen), [save]);
  return { columns, choose };
}
