import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Space, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { customerComboBox, listSubjects, subjectExcel, type SubjectView } from '@parcelflow/contract';
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
import { useDeleteSubject } from './api.ts';
import { SubjectFormModal } from './SubjectFormModal.tsx';

/** subjectInformation: the legal entities the company's customers ship as, with their tax numbers. */
export function SubjectPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('subject.edit');
  const rows = usePagedList(listSubjects);
  const { mutate: remove } = useDeleteSubject();
  const [editing, setEditing] = useState<SubjectView | null | undefined>(undefined);
  const columns = useMemo<TableColumnsType<SubjectView>>(() => {
    const base: TableColumnsType<SubjectView> = [
      { title: t('subject.field.customerId'), key: 'customer', width: 160, render: (_, row) => `${row.customerCode} ${row.customerName}` },
      {
        title: t('subject.field.name'), dataIndex: 'name', width: 200,
        render: (name: string, row) => <Space size={4}>{name}{row.isDefault && <Tag color="blue">{t('subject.defaultMark')}</Tag>}</Space>,
      },
      { title: t('subject.field.countryCode'), dataIndex: 'countryCode', width: 140, render: (code: string) => countryLabel(code, i18n.language) },
      { title: t('subject.field.vatNo'), dataIndex: 'vatNo', width: 150 },
      { title: t('subject.field.eoriNo'), dataIndex: 'eoriNo', width: 160 },
      { title: t('subject.field.iossNo'), dataIndex: 'iossNo', width: 140 },
      {
        title: t('subject.field.otherTaxNo'), key: 'otherTax', width: 180,
        render: (_, row) => (row.otherTaxType ? `${t(`subject.taxType.${row.otherTaxType}`)} ${row.otherTaxNo}` : ''),
      },
      { title: t('subject.field.address'), dataIndex: 'address', width: 220, ellipsis: true },
    ];
    if (!edit.visible) return base;
    const onDelete = (row: SubjectView) => remove({ id: row.id }, { onSuccess: () => void message.success(t('subject.deleted')) });
    return [...base, editDeleteColumn(t, 'subject', { edit: { visible: edit.visible, usable: edit.usable }, onEdit: setEditing, onDelete })];
  }, [t, i18n.language, edit.visible, edit.usable, remove, message]);
  return (
    <Card
      size="small"
      title={t('subject.title')}
      extra={(
        <Space size={8}>
          <TableImportButton commands={subjectExcel} title={t('subject.title')} />
          <TableExportButton commands={subjectExcel} filter={rows.filters} />
          {edit.visible && (
            <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('subject.new')}</Button>
          )}
        </Space>
      )}
    >
      <Alert type="info" showIcon title={t('subject.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="subjectFilters"
        fields={[
          { kind: 'text', name: 'keyword', label: t('subject.filter.keyword'), placeholder: t('subject.filter.keywordPlaceholder'), maxLength: 40 },
          { kind: 'custom', name: 'customerId', label: t('subject.field.customerId'), input: <RemoteSelect command={customerComboBox} placeholder={t('filter.any')} allowClear /> },
          { kind: 'custom', name: 'countryCode', label: t('subject.field.countryCode'), input: <CountrySelect placeholder={t('filter.any')} /> },
        ]}
        onSearch={rows.search}
      />
      <PagedTable<SubjectView> list={rows} columns={columns} rowKey="id" totalText={(total) => t('subject.total', { total })} />
      {editing !== undefined && <SubjectFormModal row={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
