import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Space, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listRemoteAreas, REMOTE_CLASSES, remoteAreaExcel, transSortComBox, type RemoteAreaView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { countryLabel } from '../../components/countryLabel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { TableExportButton } from '../../components/tableExcel/TableExportButton.tsx';
import { TableImportButton } from '../../components/tableExcel/TableImportButton.tsx';
import { editDeleteColumn } from '../destinations/editDeleteColumn.tsx';
import { useDeleteRemoteArea } from './api.ts';
import { RemoteAreaFormModal } from './RemoteAreaFormModal.tsx';
import { RemoteClassTag } from './RemoteClassTag.tsx';

/** Dataquery/remotedata: the carrier's remote postcodes, ranges and cities per channel or for every channel. */
export function RemoteAreaPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('remoteArea.edit');
  const rows = usePagedList(listRemoteAreas);
  const { mutate: remove } = useDeleteRemoteArea();
  const [editing, setEditing] = useState<RemoteAreaView | null | undefined>(undefined);
  const columns = useMemo<TableColumnsType<RemoteAreaView>>(() => {
    const base: TableColumnsType<RemoteAreaView> = [
      { title: t('remoteArea.field.channel'), dataIndex: 'channelCode', width: 150, render: (code: string | null) => code ?? t('remoteArea.allChannels') },
      { title: t('remoteArea.field.country'), dataIndex: 'country', width: 160, render: (code: string) => countryLabel(code, i18n.language) },
      { title: t('remoteArea.field.postcode'), dataIndex: 'postcode', width: 150 },
      { title: t('remoteArea.field.city'), dataIndex: 'city', width: 160 },
      { title: t('remoteArea.field.remoteClass'), dataIndex: 'remoteClass', width: 120, render: (remoteClass: RemoteAreaView['remoteClass']) => <RemoteClassTag remoteClass={remoteClass} /> },
      { title: t('remoteArea.field.remarks'), dataIndex: 'remarks', width: 200, ellipsis: true },
    ];
    if (!edit.visible) return base;
    const onDelete = (row: RemoteAreaView) => remove({ id: row.id }, { onSuccess: () => void message.success(t('remoteArea.deleted')) });
    return [...base, editDeleteColumn(t, 'remoteArea', { edit: { visible: edit.visible, usable: edit.usable }, onEdit: setEditing, onDelete })];
  }, [t, i18n.language, edit.visible, edit.usable, remove, message]);
  return (
    <Card
      size="small"
      title={t('remoteArea.title')}
      extra={(
        <Space size={8}>
          <TableImportButton commands={remoteAreaExcel} title={t('remoteArea.title')} />
          <TableExportButton commands={remoteAreaExcel} filter={rows.filters} />
          {edit.visible && (
            <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('remoteArea.new')}</Button>
          )}
        </Space>
      )}
    >
      <Alert type="info" showIcon title={t('remoteArea.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="remoteAreaFilters"
        fields={[
          { kind: 'custom', name: 'channelId', label: t('remoteArea.field.channel'), input: <RemoteSelect command={transSortComBox} allowClear placeholder={t('filter.any')} /> },
          { kind: 'custom', name: 'country', label: t('remoteArea.field.country'), input: <CountrySelect placeholder={t('filter.any')} /> },
          { kind: 'enum', name: 'remoteClass', label: t('remoteArea.field.remoteClass'), values: REMOTE_CLASSES, labels: 'remoteArea.class' },
          { kind: 'text', name: 'place', label: t('remoteArea.filter.place'), placeholder: t('remoteArea.filter.placePlaceholder'), maxLength: 60 },
        ]}
        onSearch={rows.search}
      />
      <PagedTable<RemoteAreaView> list={rows} columns={columns} rowKey="id" totalText={(total) => t('remoteArea.total', { total })} />
      {editing !== undefined && <RemoteAreaFormModal row={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
