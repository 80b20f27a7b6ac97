import { useMemo, useState } from 'react';
import { App, Button, Card, Space, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listPostcodes, postcodeExcel, type PostcodeFilter, type PostcodeListRow } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { countryLabel } from '../../components/countryLabel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { TableExportButton } from '../../components/tableExcel/TableExportButton.tsx';
import { TableImportButton } from '../../components/tableExcel/TableImportButton.tsx';
import { editDeleteColumn } from '../destinations/editDeleteColumn.tsx';
import { useDeletePostcode } from './api.ts';
import { PostcodeFormModal } from './PostcodeFormModal.tsx';

/** Dataquery/zipcodeInformation: the company's postcodes with their cities, filtered, edited, imported and exported. */
export function PostcodePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('postcode.edit');
  const rows = usePagedList(listPostcodes);
  const { mutate: remove } = useDeletePostcode();
  const [editing, setEditing] = useState<PostcodeListRow | null | undefined>(undefined);
  const columns = useMemo<TableColumnsType<PostcodeListRow>>(() => {
    const base: TableColumnsType<PostcodeListRow> = [
      { title: t('postcode.field.country'), dataIndex: 'country', width: 180, render: (code: string) => countryLabel(code, i18n.language) },
      { title: t('postcode.field.postcode'), dataIndex: 'postcode', width: 140 },
      { title: t('postcode.field.city'), dataIndex: 'city', width: 200 },
      { title: t('postcode.field.state'), dataIndex: 'state', width: 160 },
    ];
    if (!edit.visible) return base;
    const onDelete = (row: PostcodeListRow) => remove({ id: row.id }, { onSuccess: () => void message.success(t('postcode.deleted')) });
    return [...base, editDeleteColumn(t, 'postcode', { edit, onEdit: setEditing, onDelete })];
  }, [t, i18n.language, edit, remove, message]);
  const filter: PostcodeFilter = rows.filters;
  return (
    <Card
      size="small"
      title={t('postcode.title')}
      extra={(
        <Space>
          <TableImportButton commands={postcodeExcel} title={t('postcode.title')} />
          <TableExportButton commands={postcodeExcel} filter={filter} />
          {edit.visible && (
            <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('postcode.new')}</Button>
          )}
        </Space>
      )}
    >
      <FilterBar
        name="postcodeFilters"
        fields={[
          { kind: 'custom', name: 'country', label: t('postcode.field.country'), input: <CountrySelect placeholder={t('filter.any')} /> },
          { kind: 'text', name: 'postcodePrefix', label: t('postcode.filter.postcodePrefix'), maxLength: 20 },
          { kind: 'text', name: 'city', label: t('postcode.field.city'), maxLength: 60 },
        ]}
        onSearch={rows.search}
      />
      <PagedTable<PostcodeListRow> list={rows} columns={columns} rowKey="id" totalText={(total) => t('postcode.total', { total })} />
      {editing !== undefined && <PostcodeFormModal row={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
