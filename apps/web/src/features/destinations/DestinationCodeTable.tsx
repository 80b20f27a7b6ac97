import { useCallback, useMemo } from 'react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { DESTINATION_KINDS, destinationExcel, listDestinations, type DestinationView } from '@parcelflow/contract';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { ReferenceTableTools } from '../../components/referenceTable/ReferenceTableTools.tsx';
import { useReferenceTable } from '../../components/referenceTable/useReferenceTable.tsx';
import { useDeleteDestination } from './api.ts';
import { destinationColumns } from './destinationColumns.tsx';
import { DestinationFormModal } from './DestinationFormModal.tsx';

/**
 * The company's destination codes: filters, the tools, the paged table, and add, edit and delete for those who may
 * edit. A tab of its page, so the reference table's state and tools without its card (the tools sit above the table).
 */
export function DestinationCodeTable() {
  const { t, i18n } = useTranslation();
  const { mutate: remove } = useDeleteDestination();
  const onDelete = useCallback((row: DestinationView, options: { onSuccess: () => void }) => remove({ id: row.id }, options), [remove]);
  const base = useMemo(() => destinationColumns(t, i18n.language), [t, i18n.language]);
  const { rows, edit, editing, setEditing, columns } = useReferenceTable({
    namespace: 'destination', list: listDestinations, editFunction: 'destination.edit', columns: base, onDelete,
  });
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
        onSearch={rows.search}
      />
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <ReferenceTableTools
          excel={destinationExcel} filter={rows.filters} title={t('destination.tabs.codes')} newLabel={t('destination.new')} edit={edit} onNew={() => setEditing(null)}
        />
      </Flex>
      <PagedTable<DestinationView> list={rows} columns={columns} rowKey="id" totalText={(total) => t('destination.total', { total })} />
      {editing !== undefined && <DestinationFormModal destination={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
