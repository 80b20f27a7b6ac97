import { useState } from 'react';
import { App, Button, Card, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ChannelView, type ListChannelsInput } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { CommandFailure } from '../../app/envelope.ts';
import { describeFailure } from '../../app/failures/planFailure.ts';
import { useChannels, useDeleteChannel, useSetChannelEnabled } from './api.ts';
import { useChannelColumns } from './channelColumns.tsx';
import { ChannelFilters } from './ChannelFilters.tsx';
import { ChannelFormModal } from './ChannelFormModal.tsx';

/** enterpriseManagement/transportationChannel: the company's transport channels, where they go and who sends. */
export function ChannelPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('channel.edit');
  const [query, setQuery] = useState<ListChannelsInput>({ pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 });
  const channels = useChannels(query);
  const setEnabled = useSetChannelEnabled();
  const remove = useDeleteChannel();
  const [editing, setEditing] = useState<ChannelView | null | undefined>(undefined);

  // A channel in use says what uses it, and that it can be disabled instead.
  const onDeleteFailed = (error: Error) => {
    // An ended session goes to the login page on its own (FailureWatcher), silent or not.
    if (!(error instanceof CommandFailure) || error.code === 404 || error.code === 503) return;
    const inUse = error.params.reason === 'inUse';
    void message.error(inUse ? t('channel.list.inUse', { use: t(`channel.use.${error.params.usedBy}`) }) : describeFailure(error, t));
  };
  const columns = useChannelColumns({
    edit,
    toggling: setEnabled.isPending ? setEnabled.variables?.id : undefined,
    onEdit: setEditing,
    onToggle: (channel, enabled) => setEnabled.mutate({ id: channel.id, enabled }),
    onDelete: (channel) => remove.mutate({ id: channel.id }, { onSuccess: () => void message.success(t('channel.list.deleted')), onError: onDeleteFailed }),
  });
  return (
    <Card
      size="small"
      title={t('channel.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('channel.list.new')}</Button>
      )}
    >
      <ChannelFilters onSearch={(filters) => setQuery({ ...filters, pageSize: query.pageSize, currentPage: 1 })} />
      <Table<ChannelView>
        size="small"
        rowKey="id"
        loading={channels.isFetching}
        columns={columns}
        dataSource={channels.data?.list}
        scroll={{ x: 1140 }}
        pagination={{
          current: query.currentPage, pageSize: query.pageSize, total: channels.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t('channel.list.total', { total }),
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage: pageSize === query.pageSize ? currentPage : 1, pageSize }),
        }}
      />
      {editing !== undefined && <ChannelFormModal channel={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
