import { useMemo, useState } from 'react';
import { App, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FunctionKey } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { usePagedList, type ListDeclaration, type RowOf } from '../pagedTable/usePagedList.ts';
import { editDeleteColumn } from './editDeleteColumn.tsx';

export type ReferenceTableOptions<D extends ListDeclaration, E extends RowOf<D>> = {
  /** The texts' prefix: its `deleted` and the actions column's (editDeleteColumn). */
  namespace: string;
  list: D;
  /** The function whose grant shows and enables new, edit and delete. */
  editFunction: FunctionKey;
  /** The table's own columns, memoised by the page; edit and delete follow them for holders of the edit function. */
  columns: TableColumnsType<RowOf<D>>;
  /** Deletes a confirmed row with the page's delete mutation. */
  onDelete: (row: E, options: { onSuccess: () => void }) => void;
  /** The rows that can change (a built-in value cannot): the others show a dash for actions. Every row when absent. */
  editable?: (row: RowOf<D>) => row is E;
};

/**
 * A reference table's state: its list command's rows, the edit grant, the row in the form (null: a new one) and the
 * columns ending with edit and delete; a deletion is said with the namespace's `deleted`.
 */
export function useReferenceTable<D extends ListDeclaration, E extends RowOf<D> = RowOf<D>>(options: ReferenceTableOptions<D, E>) {
  const { namespace, list, editFunction, columns, onDelete, editable } = options;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rows = usePagedList(list);
  const edit = useFunction(editFunction);
  const [editing, setEditing] = useState<E | null | undefined>(undefined);
  const { visible, usable } = edit;
  const withActions = useMemo<TableColumnsType<RowOf<D>>>(() => {
    if (!visible) return columns;
    const canChange = (row: RowOf<D>): row is E => !editable || editable(row);
    const actions = editDeleteColumn<RowOf<D>>(t, namespace, {
      edit: { visible, usable },
      onEdit: (row) => { if (canChange(row)) setEditing(row); },
      onDelete: (row) => { if (canChange(row)) onDelete(row, { onSuccess: () => void message.success(t(`${namespace}.deleted`)) }); },
    });
    if (!editable) return [...columns, actions];
    const dash = <Typography.Text type="secondary">—</Typography.Text>;
    return [...columns, { ...actions, render: (value, row, index) => (editable(row) ? actions.render?.(value, row, index) : dash) }];
  }, [t, namespace, columns, visible, usable, editable, onDelete, message]);
  return { rows, edit, editing, setEditing, columns: withActions };
}
