import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Space, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ENGLISH_NAME_RULE_KINDS, englishNameRuleExcel, listEnglishNameRules, type EnglishNameRuleView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { TableExportButton } from '../../components/tableExcel/TableExportButton.tsx';
import { TableImportButton } from '../../components/tableExcel/TableImportButton.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { editDeleteColumn } from '../destinations/editDeleteColumn.tsx';
import { useDeleteEnglishNameRule } from './api.ts';
import { EnglishNameRuleFormModal } from './EnglishNameRuleFormModal.tsx';

/** englishNameRule: the company's Chinese-to-English goods name mappings and refused English words, with add, edit and delete. */
export function EnglishNameRulePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('englishNameRule.edit');
  const rows = usePagedList(listEnglishNameRules);
  const { mutate: remove } = useDeleteEnglishNameRule();
  const [editing, setEditing] = useState<EnglishNameRuleView | null | undefined>(undefined);
  const columns = useMemo<TableColumnsType<EnglishNameRuleView>>(() => {
    const base: TableColumnsType<EnglishNameRuleView> = [
      { title: t('englishNameRule.field.kind'), dataIndex: 'kind', width: 140, render: (kind: string) => t(`englishNameRule.kind.${kind}`) },
      { title: t('englishNameRule.field.nameCn'), dataIndex: 'nameCn', width: 240 },
      { title: t('englishNameRule.field.nameEn'), dataIndex: 'nameEn', width: 240 },
    ];
    if (!edit.visible) return base;
    const onDelete = (row: EnglishNameRuleView) => remove({ id: row.id }, { onSuccess: () => void message.success(t('englishNameRule.deleted')) });
    return [...base, editDeleteColumn(t, 'englishNameRule', { edit: { visible: edit.visible, usable: edit.usable }, onEdit: setEditing, onDelete })];
  }, [t, edit.visible, edit.usable, remove, message]);
  return (
    <Card
      size="small"
      title={t('englishNameRule.title')}
      extra={(
        <Space size={8}>
          <TableImportButton commands={englishNameRuleExcel} title={t('englishNameRule.title')} />
          <TableExportButton commands={englishNameRuleExcel} filter={rows.filters} />
          {edit.visible && (
            <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('englishNameRule.new')}</Button>
          )}
        </Space>
      )}
    >
      <Alert type="info" showIcon title={t('englishNameRule.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="englishNameRuleFilters"
        fields={[
          { kind: 'enum', name: 'kind', label: t('englishNameRule.field.kind'), values: ENGLISH_NAME_RULE_KINDS, labels: 'englishNameRule.kind' },
          { kind: 'text', name: 'nameCn', label: t('englishNameRule.field.nameCn'), maxLength: 100 },
          { kind: 'text', name: 'nameEn', label: t('englishNameRule.field.nameEn'), maxLength: 100 },
        ]}
        onSearch={rows.search}
      />
      <PagedTable<EnglishNameRuleView> list={rows} columns={columns} rowKey="id" totalText={(total) => t('englishNameRule.total', { total })} />
      {editing !== undefined && <EnglishNameRuleFormModal row={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
