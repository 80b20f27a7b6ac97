import { useMemo } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { BASE_DATA_KINDS, baseDataExcel, listBaseData, type BaseDataView } from '@parcelflow/contract';
import { ReferenceTablePage } from '../../components/referenceTable/ReferenceTablePage.tsx';
import { useDeleteBaseData } from './api.ts';
import { BaseDataFormModal } from './BaseDataFormModal.tsx';

/** A company's own value, the only kind of row that can be changed. */
type OwnValue = BaseDataView & { id: number };
// A built-in value is the product's (its source column says so): its actions cell is a dash.
const isOwn = (row: BaseDataView): row is OwnValue => row.id !== null;

/** systemManage/baseData: the product's enumerations, built-in and the company's own, with add, edit, delete and Excel for its own. */
export function BaseDataPage() {
  const { t } = useTranslation();
  const { mutate: remove } = useDeleteBaseData();
  const columns = useMemo<TableColumnsType<BaseDataView>>(() => [
    { title: t('baseData.field.kind'), dataIndex: 'kind', width: 110, render: (kind: string) => t(`baseData.kind.${kind}`) },
    { title: t('baseData.field.code'), dataIndex: 'code', width: 150, ellipsis: true },
    { title: t('baseData.field.nameZhCn'), dataIndex: 'nameZhCn', width: 160, ellipsis: true },
    { title: t('baseData.field.nameZhTw'), dataIndex: 'nameZhTw', width: 160, ellipsis: true },
    { title: t('baseData.field.nameEn'), dataIndex: 'nameEn', width: 180, ellipsis: true },
    {
      title: t('baseData.field.source'), dataIndex: 'builtIn', width: 90,
      render: (builtIn: boolean) => (builtIn ? <Tag>{t('baseData.source.builtIn')}</Tag> : <Tag color="blue">{t('baseData.source.company')}</Tag>),
    },
  ], [t]);
  return (
    <ReferenceTablePage
      namespace="baseData" list={listBaseData} excel={baseDataExcel} editFunction="baseData.edit"
      columns={columns} rowKey="key" editable={isOwn} form={BaseDataFormModal} onDelete={(row, options) => remove({ id: row.id }, options)}
      filterBar={{
        name: 'baseDataFilters',
        fields: [
          { kind: 'enum', name: 'kind', label: t('baseData.field.kind'), values: BASE_DATA_KINDS, labels: 'baseData.kind' },
          { kind: 'text', name: 'keyword', label: t('baseData.filter.keyword'), placeholder: t('baseData.filter.keywordPlaceholder'), maxLength: 40 },
        ],
      }}
    />
  );
}
