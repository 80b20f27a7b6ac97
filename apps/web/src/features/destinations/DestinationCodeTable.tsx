import { useMemo, useState } from 'react';
import { App, Button, Flex, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DESTINATION_KINDS, destinationExcel, listDestinations, type DestinationView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { TableExportButton } from '../../components/tableExcel/TableExportButton.tsx';
import { TableImportButton } from '../../components/tableExcel/TableImportButton.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { useDeleteDestination } from './api.ts';
import { destinationColumns } from './destinationColumns.tsx';
import { DestinationFormModal } from './DestinationFormModal.tsx';

/** The company's destination codes: filters, the paged table, and add, edit and delete for those who may edit. */
export function DestinationCodeTable() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('destination.edit');
  const destinations = usePagedList(listDestinations);
  const { mutate: remove } = useDeleteDestination();
  const [editing, setEditing] = useState<DestinationView | null | undefined>(undefined);
  const columns = useMemo(() => destinationColumns(t, i18n.language, {
    edit: { visible: edit.visible, usable: edit.usable }, onEdit: setEditing,
    onDelete: (row) => remove({ id: row.id }, { onSuccess: () => void message.success(t('destination.deleted')) }),
  }), [t, i18n.language, edit.visible, edit.usable, remove, message]);
  return (
    <>
      <FilterBar
        name="destinationFilters"
        fields={[
          { kind: 'text', name: 'keyword', label: t('destination.filter.keyword'), placeholder: t('destination.filter.keywordPlaceholder'), maxLength: 40 },
          { kind: 'custom', name: 'countryCode', label: t('destination.field.countryCode'), input: <CountrySelect placeholder={t('filter.any')} /> },
          { kind: 'enum', name: 'kind', label: t('destination.field.kind'), values: DESTINATION_KINDS, labels: 'destination.kind' },
          { kind: 'text', name: 'zone', label: t('destination.field.zone'), maxLength: 20 },
          { kind: 'boolean', name: 'enabled', label: t('destination.field.enabled'), yes: t('destination.enabled.yes'), no: t('destination.enabled.no') },
        ]}
        onSearch={destinations.search}
      />
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <Space size={8}>
          <TableImportButton commands={destinationExcel} title={t('destination.tabs.codes')} />
          <TableExportButton commands={destinationExcel} filter={destinations.filters} />
          {edit.visible && (
            <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('destination.new')}</Button>
          )}
        </Space>
      </Flex>
      <PagedTable<DestinationView> list={destinations} columns={columns} rowKey="id" totalText={(total) => t('destination.total', { total })} />
      {editing !== undefined && <DestinationFormModal destination={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
