import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BASE_DATA_KINDS, baseDataExcel, listBaseData, type BaseDataView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { TableExportButton } from '../../components/tableExcel/TableExportButton.tsx';
import { TableImportButton } from '../../components/tableExcel/TableImportButton.tsx';
import { editDeleteColumn } from '../destinations/editDeleteColumn.tsx';
import { useDeleteBaseData } from './api.ts';
import { BaseDataFormModal } from './BaseDataFormModal.tsx';

/** A company's own value, the only kind of row that can be changed. */
type OwnValue = BaseDataView & { id: number };
const isOwn = (row: BaseDataView): row is OwnValue => row.id !== null;

/** systemManage/baseData: the product's enumerations, built-in and the company's own, with add, edit, delete and Excel for its own. */
export function BaseDataPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('baseData.edit');
  const rows = usePagedList(listBaseData);
  const { mutate: remove } = useDeleteBaseData();
  const [editing, setEditing] = useState<OwnValue | null | undefined>(undefined);
  const columns = useMemo<TableColumnsType<BaseDataView>>(() => {
    const base: TableColumnsType<BaseDataView> = [
      { title: t('baseData.field.kind'), dataIndex: 'kind', width: 110, render: (kind: string) => t(`baseData.kind.${kind}`) },
      { title: t('baseData.field.code'), dataIndex: 'code', width: 150, ellipsis: true },
      { title: t('baseData.field.nameZhCn'), dataIndex: 'nameZhCn', width: 160, ellipsis: true },
      { title: t('baseData.field.nameZhTw'), dataIndex: 'nameZhTw', width: 160, ellipsis: true },
      { title: t('baseData.field.nameEn'), dataIndex: 'nameEn', width: 180, ellipsis: true },
      {
        title: t('baseData.field.source'), dataIndex: 'builtIn', width: 90,
        render: (builtIn: boolean) => (builtIn ? <Tag>{t('baseData.source.builtIn')}</Tag> : <Tag color="blue">{t('baseData.source.company')}</Tag>),
      },
    ];
    if (!edit.visible) return base;
    const onEdit = (row: BaseDataView) => { if (isOwn(row)) setEditing(row); };
    const onDelete = (row: BaseDataView) => {
      if (isOwn(row)) remove({ id: row.id }, { onSuccess: () => void message.success(t('baseData.deleted')) });
    };
    const actions = editDeleteColumn<BaseDataView>(t, 'baseData', { edit: { visible: edit.visible, usable: edit.usable }, onEdit, onDelete });
    // A built-in value is the product's (its source column says so): nothing to act on.
    return [...base, { ...actions, render: (value, row, index) => (isOwn(row) ? actions.render?.(value, row, index) : <Typography.Text type="secondary">—</Typography.Text>) }];
  }, [t, edit.visible, edit.usable, remove, message]);
  return (
    <Card
      size="small"
      title={t('baseData.title')}
      extra={(
        <Space size={8}>
          <TableImportButton commands={baseDataExcel} title={t('baseData.title')} />
          <TableExportButton commands={baseDataExcel} filter={rows.filters} />
          {edit.visible && (
            <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('baseData.new')}</Button>
          )}
        </Space>
      )}
    >
      <Alert type="info" showIcon title={t('baseData.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="baseDataFilters"
        fields={[
          { kind: 'enum', name: 'kind', label: t('baseData.field.kind'), values: BASE_DATA_KINDS, labels: 'baseData.kind' },
          { kind: 'text', name: 'keyword', label: t('baseData.filter.keyword'), placeholder: t('baseData.filter.keywordPlaceholder'), maxLength: 40 },
        ]}
        onSearch={rows.search}
      />
      <PagedTable<BaseDataView> list={rows} columns={columns} rowKey="key" totalText={(total) => t('baseData.total', { total })} />
      {editing !== undefined && <BaseDataFormModal row={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
