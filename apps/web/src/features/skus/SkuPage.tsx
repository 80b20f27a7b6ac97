import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { listSkus, skuCustomerComboBox, skuExcel, type SkuView } from '@parcelflow/contract';
import { ReferenceTablePage } from '../../components/referenceTable/ReferenceTablePage.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { useDeleteSku } from './api.ts';
import { SkuFormModal } from './SkuFormModal.tsx';

const amount = (value: number | null) => (value === null ? '' : String(value));

/** systemManagent/skuLibrary: the customers' products, filtered by customer or text, with add, edit, delete and Excel. */
export function SkuPage() {
  const { t } = useTranslation();
  const { mutate: remove } = useDeleteSku();
  const columns = useMemo<TableColumnsType<SkuView>>(() => [
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
  ], [t]);
  return (
    <ReferenceTablePage
      namespace="sku" list={listSkus} excel={skuExcel} editFunction="sku.edit" columns={columns} rowKey="id" form={SkuFormModal}
      onDelete={(row, options) => remove({ id: row.id }, options)}
      filterBar={{
        name: 'skuFilters',
        fields: [
          { kind: 'text', name: 'keyword', label: t('sku.filter.keyword'), placeholder: t('sku.filter.keywordPlaceholder'), maxLength: 40 },
          { kind: 'custom', name: 'customerId', label: t('sku.field.customer'), input: <RemoteSelect command={skuCustomerComboBox} allowClear placeholder={t('filter.any')} /> },
        ],
      }}
    />
  );
}
