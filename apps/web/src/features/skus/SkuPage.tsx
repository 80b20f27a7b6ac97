import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Space, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listSkus, skuCustomerComboBox, skuExcel, type SkuView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { TableExportButton } from '../../components/tableExcel/TableExportButton.tsx';
import { TableImportButton } from '../../components/tableExcel/TableImportButton.tsx';
import { editDeleteColumn } from '../destinations/editDeleteColumn.tsx';
import { useDeleteSku } from './api.ts';
import { SkuFormModal } from './SkuFormModal.tsx';

const amount = (value: number | null) => (value === null ? '' : String(value));

/** systemManagent/skuLibrary: the customers' products, filtered by customer or text, with add, edit, delete and Excel. */
export function SkuPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('sku.edit');
  const rows = usePagedList(listSkus);
  const { mutate: remove } = useDeleteSku();
  const [editing, setEditing] = useState<SkuView | null | undefined>(undefined);
  const columns = useMemo<TableColumnsType<SkuView>>(() => {
    const base: TableColumnsType<SkuView> = [
      { title: t('sku.field.customer'), key: 'customer', width: 160, render: (_, row) => `${row.customerCode} ${row.customerName}` },
      { title: t('sku.field.code'), dataIndex: 'code', width: 130 },
      { title: t('sku.field.nameCn'), dataIndex: 'nameCn', width: 160, ellipsis: true },
      { title: t('sku.field.nameEn'), dataIndex: 'nameEn', width: 160, ellipsis: true },
      { title: t('sku.field.customsCode'), dataIndex: 'customsCode', width: 120 },
      { title: t('sku.field.unitPrice'), key: 'unitPrice', width: 110, render: (_, row) => (row.unitPrice === null ? '' : `${row.unitPrice} ${row.currency}`) },
      { title: t('sku.field.unitWeight'), dataIndex: 'unitWeight', width: 120, render: amount },
      { title: t('sku.field.material'), dataIndex: 'material', width: 110 },
      { title: t('sku.field.purpose'), dataIndex: 'purpose', width: 110 },
      { title: t('sku.field.brand'), dataIndex: 'brand', width: 100 },
      { title: t('sku.field.origin'), dataIndex: 'origin', width: 90 },
      { title: t('sku.field.unit'), dataIndex: 'unit', width: 70 },
    ];
    if (!edit.visible) return base;
    const onDelete = (row: SkuView) => remove({ id: row.id }, { onSuccess: () => void message.success(t('sku.deleted')) });
    return [...base, editDeleteColumn(t, 'sku', { edit: { visible: edit.visible, usable: edit.usable }, onEdit: setEditing, onDelete })];
  }, [t, edit.visible, edit.usable, remove, message]);
  return (
    <Card
      size="small"
      title={t('sku.title')}
      extra={(
        <Space size={8}>
          <TableImportButton commands={skuExcel} title={t('sku.title')} />
          <TableExportButton commands={skuExcel} filter={rows.filters} />
          {edit.visible && (
            <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('sku.new')}</Button>
          )}
        </Space>
      )}
    >
      <Alert type="info" showIcon title={t('sku.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="skuFilters"
        fields={[
          { kind: 'text', name: 'keyword', label: t('sku.filter.keyword'), placeholder: t('sku.filter.keywordPlaceholder'), maxLength: 40 },
          { kind: 'custom', name: 'customerId', label: t('sku.field.customer'), input: <RemoteSelect command={skuCustomerComboBox} allowClear placeholder={t('filter.any')} /> },
        ]}
        onSearch={rows.search}
      />
      <PagedTable<SkuView> list={rows} columns={columns} rowKey="id" totalText={(total) => t('sku.total', { total })} />
      {editing !== undefined && <SkuFormModal row={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
