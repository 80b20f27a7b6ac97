import { useMemo, useState } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listChannels, type ChannelView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { useSetChannelEnabled } from './api.ts';
import { channelColumns } from './channelColumns.tsx';
import { ChannelFilters } from './ChannelFilters.tsx';
import { ChannelFormModal } from './ChannelFormModal.tsx';
import { ChannelRowActions } from './ChannelRowActions.tsx';

/** enterpriseManagement/transportationChannel: the company's transport channels, where they go and who sends. */
export function ChannelPage() {
  const { t } = useTranslation();
  const edit = useFunction('channel.edit');
  const channels = usePagedList(listChannels);
  const setEnabled = useSetChannelEnabled();
  const [editing, setEditing] = useState<ChannelView | null | undefined>(undefined);

  const toggling = setEnabled.isPending ? setEnabled.variables.id : undefined;
  const { mutate: changeEnabled } = setEnabled;
  const columns = useMemo(() => channelColumns(t, {
    usable: edit.usable,
    toggling,
    onToggle: (channel, enabled) => changeEnabled({ id: channel.id, enabled }),
    actions: edit.visible ? (channel) => <ChannelRowActions channel={channel} usable={edit.usable} onEdit={setEditing} /> : undefined,
  }), [t, edit.usable, edit.visible, toggling, changeEnabled]);

  return (
    <Card
      size="small"
      title={t('channel.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('channel.list.new')}</Button>
      )}
    >
      <ChannelFilters onSearch={channels.search} />
      <PagedTable<ChannelView> list={channels} columns={columns} rowKey="id" totalText={(total) => t('channel.list.total', { total })} />
      {editing !== undefined && <ChannelFormModal channel={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
