import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChannelView } from '@parcelflow/contract';
import { CommandFailure } from '../../app/envelope.ts';
import { describeFailure } from '../../app/failures/planFailure.ts';
import { useDeleteChannel } from './api.ts';

type Props = { channel: ChannelView; usable: boolean; onEdit: (channel: ChannelView) => void };

/** Edit and delete of one channel; a channel in use says what uses it, and that it can be disabled instead. */
export function ChannelRowActions({ channel, usable, onEdit }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteChannel();
  const onDeleteFailed = (error: Error) => {
    // An ended session goes to the login page on its own (FailureWatcher), silent or not.
    if (!(error instanceof CommandFailure) || error.code === 404 || error.code === 503) return;
    const inUse = error.params.reason === 'inUse';
    void message.error(inUse ? t('channel.list.inUse', { use: t(`channel.use.${error.params.usedBy}`) }) : describeFailure(error, t));
  };
  const onDelete = () => remove.mutate({ id: channel.id }, { onSuccess: () => void message.success(t('channel.list.deleted')), onError: onDeleteFailed });
  return (
    <Space size={0}>
      <Tooltip title={t('channel.list.edit')}>
        <Button type="text" size="small" icon={<EditOutlined />} disabled={!usable} aria-label={t('channel.list.edit')} onClick={() => onEdit(channel)} />
      </Tooltip>
      <Popconfirm title={t('channel.list.deleteConfirm')} description={t('channel.list.deleteHint')} disabled={!usable} onConfirm={onDelete}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!usable} aria-label={t('channel.list.delete')} />
      </Popconfirm>
    </Space>
  );
}
