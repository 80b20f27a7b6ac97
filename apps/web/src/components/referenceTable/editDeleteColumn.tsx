import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { FunctionGrant } from '../../app/authority.ts';

type Actions<R> = { edit: FunctionGrant; onEdit: (row: R) => void; onDelete: (row: R) => void };

/**
 * Edit and delete (confirmed) at the end of a reference-data row, disabled without the usable right. The texts are
 * the namespace's `actions`, `edit`, `delete` and `deleteConfirm` (the reference tables and the destination codes share it).
 */
export function editDeleteColumn<R>(t: TFunction, namespace: string, { edit, onEdit, onDelete }: Actions<R>): ColumnType<R> {
  return {
    title: t(`${namespace}.actions`), key: 'actions', width: 90, align: 'center', fixed: 'right',
    render: (_, row) => (
      <Space size={0}>
        <Tooltip title={t(`${namespace}.edit`)}>
          <Button type="text" size="small" icon={<EditOutlined />} disabled={!edit.usable} aria-label={t(`${namespace}.edit`)} onClick={() => onEdit(row)} />
        </Tooltip>
        <Popconfirm title={t(`${namespace}.deleteConfirm`)} disabled={!edit.usable} onConfirm={() => onDelete(row)}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!edit.usable} aria-label={t(`${namespace}.delete`)} />
        </Popconfirm>
      </Space>
    ),
  };
}
