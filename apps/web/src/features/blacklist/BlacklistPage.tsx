import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { blacklistExcel, listBlacklistEntries, type BlacklistEntryView, type BlacklistFilter } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { TableExportButton } from '../../components/tableExcel/TableExportButton.tsx';
import { TableImportButton } from '../../components/tableExcel/TableImportButton.tsx';
import { useDeleteBlacklistEntries, useSetBlacklistEntryEnabled } from './api.ts';
import { entryColumns } from './entryColumns.tsx';
import { EntryFilters } from './EntryFilters.tsx';
import { EntryFormModal } from './EntryFormModal.tsx';

/** Dataquery/blacklist: the receivers, senders, companies, phones, addresses and goods the carrier refuses. */
export function BlacklistPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('blacklist.edit');
  const entries = usePagedList(listBlacklistEntries);
  const setEnabled = useSetBlacklistEntryEnabled();
  const { mutate: remove } = useDeleteBlacklistEntries();
  const [editing, setEditing] = useState<BlacklistEntryView | null | undefined>(undefined);

  const toggling = setEnabled.isPending ? setEnabled.variables.id : undefined;
  const { mutate: changeEnabled } = setEnabled;
  const columns = useMemo(() => entryColumns(t, {
    edit: { visible: edit.visible, usable: edit.usable }, onEdit: setEditing, toggling,
    onToggle: (entry, enabled) => changeEnabled({ id: entry.id, enabled }),
    onDelete: (entry) => remove({ ids: [entry.id] }, { onSuccess: () => void message.success(t('blacklist.list.deleted')) }),
  }), [t, edit.visible, edit.usable, toggling, changeEnabled, remove, message]);
  const filter: BlacklistFilter = entries.filters;
  return (
    <Card
      size="small"
      title={t('blacklist.list.title')}
      extra={(
        <Space>
          <TableImportButton commands={blacklistExcel} title={t('blacklist.list.title')} />
          <TableExportButton commands={blacklistExcel} filter={filter} />
          {edit.visible && (
            <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('blacklist.list.new')}</Button>
          )}
        </Space>
      )}
    >
      <Alert type="info" showIcon title={t('blacklist.intro')} style={{ marginBottom: 12 }} />
      <EntryFilters onSearch={entries.search} />
      <PagedTable<BlacklistEntryView> list={entries} columns={columns} rowKey="id" totalText={(total) => t('blacklist.list.total', { total })} />
      {editing !== undefined && <EntryFormModal entry={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
