import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Space, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cityAbbreviationExcel, listCityAbbreviations, type CityAbbreviationView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { countryLabel } from '../../components/countryLabel.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { TableExportButton } from '../../components/tableExcel/TableExportButton.tsx';
import { TableImportButton } from '../../components/tableExcel/TableImportButton.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { editDeleteColumn } from '../destinations/editDeleteColumn.tsx';
import { useDeleteCityAbbreviation } from './api.ts';
import { CityAbbreviationFormModal } from './CityAbbreviationFormModal.tsx';

/** cityAbbreviation: the company's city codes for labels, filtered by country or text, with add, edit and delete. */
export function CityAbbreviationPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('cityAbbreviation.edit');
  const rows = usePagedList(listCityAbbreviations);
  const { mutate: remove } = useDeleteCityAbbreviation();
  const [editing, setEditing] = useState<CityAbbreviationView | null | undefined>(undefined);
  const columns = useMemo<TableColumnsType<CityAbbreviationView>>(() => {
    const base: TableColumnsType<CityAbbreviationView> = [
      { title: t('cityAbbreviation.field.countryCode'), dataIndex: 'countryCode', width: 180, render: (code: string) => countryLabel(code, i18n.language) },
      { title: t('cityAbbreviation.field.cityName'), dataIndex: 'cityName', width: 160 },
      { title: t('cityAbbreviation.field.cityNameEn'), dataIndex: 'cityNameEn', width: 180 },
      { title: t('cityAbbreviation.field.code'), dataIndex: 'code', width: 110 },
      { title: t('cityAbbreviation.field.remarks'), dataIndex: 'remarks', width: 200, ellipsis: true },
    ];
    if (!edit.visible) return base;
    const onDelete = (row: CityAbbreviationView) => remove({ id: row.id }, { onSuccess: () => void message.success(t('cityAbbreviation.deleted')) });
    return [...base, editDeleteColumn(t, 'cityAbbreviation', { edit: { visible: edit.visible, usable: edit.usable }, onEdit: setEditing, onDelete })];
  }, [t, i18n.language, edit.visible, edit.usable, remove, message]);
  return (
    <Card
      size="small"
      title={t('cityAbbreviation.title')}
      extra={(
        <Space size={8}>
          <TableImportButton commands={cityAbbreviationExcel} title={t('cityAbbreviation.title')} />
          <TableExportButton commands={cityAbbreviationExcel} filter={rows.filters} />
          {edit.visible && (
            <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('cityAbbreviation.new')}</Button>
          )}
        </Space>
      )}
    >
      <Alert type="info" showIcon title={t('cityAbbreviation.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="cityAbbreviationFilters"
        fields={[
          { kind: 'text', name: 'keyword', label: t('cityAbbreviation.filter.keyword'), placeholder: t('cityAbbreviation.filter.keywordPlaceholder'), maxLength: 40 },
          { kind: 'custom', name: 'countryCode', label: t('cityAbbreviation.field.countryCode'), input: <CountrySelect placeholder={t('filter.any')} /> },
        ]}
        onSearch={rows.search}
      />
      <PagedTable<CityAbbreviationView> list={rows} columns={columns} rowKey="id" totalText={(total) => t('cityAbbreviation.total', { total })} />
      {editing !== undefined && <CityAbbreviationFormModal row={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
