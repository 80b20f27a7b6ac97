import { Button, Popconfirm, Space, Switch, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChannelView } from '@parcelflow/contract';
import type { FunctionGrant } from '../../app/authority.ts';
import { DestinationsSummary } from './DestinationsSummary.tsx';

type Actions = {
  edit: FunctionGrant;
  onEdit: (channel: ChannelView) => void;
  onDelete: (channel: ChannelView) => void;
  onToggle: (channel: ChannelView, enabled: boolean) => void;
  /** The channel whose enabled switch is being saved. */
  toggling?: number;
};

/** The channel table's columns (the sender is in the form); the actions column only for those who see the edit function. */
export function useChannelColumns({ edit, onEdit, onDelete, onToggle, toggling }: Actions): TableColumnsType<ChannelView> {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'channel.yes' : 'channel.no');
  const columns: TableColumnsType<ChannelView> = [
    { title: t('channel.field.code'), dataIndex: 'code', width: 130, fixed: 'left' },
    { title: t('channel.field.nameCn'), dataIndex: 'nameCn', width: 140, ellipsis: true },
    { title: t('channel.field.nameEn'), dataIndex: 'nameEn', width: 180, ellipsis: true },
    { title: t('channel.field.transportClass'), dataIndex: 'transportClass', width: 90, render: (value: string) => t(`channel.class.${value}`) },
    { title: t('channel.field.businessType'), dataIndex: 'businessType', width: 90, render: (value: string) => t(`channel.businessType.${value}`) },
    { title: t('channel.field.destinations'), key: 'destinations', width: 170, render: (_, channel) => <DestinationsSummary channel={channel} /> },
    { title: t('channel.field.trackable'), dataIndex: 'trackable', width: 80, render: yesNo },
    { title: t('channel.field.labelFromCarrier'), dataIndex: 'labelFromCarrier', width: 100, render: yesNo },
    {
      title: t('channel.field.enabled'), dataIndex: 'enabled', width: 80,
      render: (enabled: boolean, channel) => (
        <Switch size="small" checked={enabled} disabled={!edit.usable} loading={toggling === channel.id}
          onChange={(checked) => onToggle(channel, checked)} aria-label={t('channel.field.enabled')} />
      ),
    },
  ];
  if (!edit.visible) return columns;
  columns.push({
    title: t('channel.list.actions'), key: 'actions', width: 80, align: 'center', fixed: 'right',
    render: (_, channel) => (
      <Space size={0}>
        <Tooltip title={t('channel.list.edit')}>
          <Button type="text" size="small" icon={<EditOutlined />} disabled={!edit.usable} aria-label={t('channel.list.edit')} onClick={() => onEdit(channel)} />
        </Tooltip>
        <Popconfirm title={t('channel.list.deleteConfirm')} description={t('channel.list.deleteHint')} disabled={!edit.usable} onConfirm={() => onDelete(channel)}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!edit.usable} aria-label={t('channel.list.delete')} />
        </Popconfirm>
      </Space>
    ),
  });
  return columns;
}
