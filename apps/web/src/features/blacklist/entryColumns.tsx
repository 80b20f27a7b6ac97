import { Button, Popconfirm, Space, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { BlacklistEntryView } from '@parcelflow/contract';
import type { FunctionGrant } from '../../app/authority.ts';

type Actions = {
  edit: FunctionGrant;
  onEdit: (entry: BlacklistEntryView) => void;
  onDelete: (entry: BlacklistEntryView) => void;
  onToggle: (entry: BlacklistEntryView, enabled: boolean) => void;
  toggling?: number;
};

/** The blacklist's columns; the switch and the actions come from the page, which knows the rights. */
export function entryColumns(t: TFunction, { edit, onEdit, onDelete, onToggle, toggling }: Actions): TableColumnsType<BlacklistEntryView> {
  const columns: TableColumnsType<BlacklistEntryView> = [
    { title: t('blacklist.field.subject'), dataIndex: 'subject', width: 100, render: (subject: string) => t(`blacklist.subject.${subject}`) },
    { title: t('blacklist.field.matchKind'), dataIndex: 'matchKind', width: 90, render: (kind: string) => <Tag>{t(`blacklist.matchKind.${kind}`)}</Tag> },
    { title: t('blacklist.field.value'), dataIndex: 'value', width: 220, ellipsis: true },
    {
      title: t('blacklist.field.customer'), key: 'customer', width: 170,
      render: (_, entry) => (entry.customerCode ? `${entry.customerCode} ${entry.customerName}` : <Tag>{t('blacklist.allCustomers')}</Tag>),
    },
    {
      title: t('blacklist.field.enabled'), dataIndex: 'enabled', width: 70,
      render: (enabled: boolean, entry) => (
        <Switch size="small" checked={enabled} disabled={!edit.usable} loading={toggling === entry.id} onChange={(checked) => onToggle(entry, checked)} aria-label={t('blacklist.field.enabled')} />
      ),
    },
    { title: t('blacklist.field.note'), dataIndex: 'note', width: 200, ellipsis: true },
    { title: t('blacklist.field.updatedAt'), dataIndex: 'updatedAt', width: 160, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
  ];
  if (!edit.visible) return columns;
  columns.push({
    title: t('blacklist.list.actions'), key: 'actions', width: 90, align: 'center', fixed: 'right',
    render: (_, entry) => (
      <Space size={0}>
        <Tooltip title={t('blacklist.list.edit')}>
          <Button type="text" size="small" icon={<EditOutlined />} disabled={!edit.usable} aria-label={t('blacklist.list.edit')} onClick={() => onEdit(entry)} />
        </Tooltip>
        <Popconfirm title={t('blacklist.list.deleteConfirm')} disabled={!edit.usable} onConfirm={() => onDelete(entry)}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!edit.usable} aria-label={t('blacklist.list.delete')} />
        </Popconfirm>
      </Space>
    ),
  });
  return columns;
}
