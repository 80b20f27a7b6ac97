import { useMemo, useState } from 'react';
import { Alert, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FINANCE_DEPT_LIMITS, listFinanceDepts, type FinanceDeptView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { useFinanceDeptFormOptions } from './api.ts';
import { FinanceDeptAssignModal, type AssignKind } from './FinanceDeptAssignModal.tsx';
import { financeDeptColumns } from './financeDeptColumns.tsx';
import { FinanceDeptFormModal } from './FinanceDeptFormModal.tsx';
import { FinanceDeptRowActions } from './FinanceDeptRowActions.tsx';

/** enterpriseManagement/financialDept: the finance units of the company and the customers and sites each owns. */
export function FinanceDeptPage() {
  const { t } = useTranslation();
  const edit = useFunction('financeDept.edit');
  const depts = usePagedList(listFinanceDepts);
  const options = useFinanceDeptFormOptions(edit.usable);
  const [editing, setEditing] = useState<FinanceDeptView | null | undefined>(undefined);
  const [assigning, setAssigning] = useState<{ dept: FinanceDeptView; kind: AssignKind }>();
  const columns = useMemo(() => financeDeptColumns(t, edit.visible
    ? (dept) => <FinanceDeptRowActions dept={dept} usable={edit.usable} onEdit={setEditing} onAssign={(row, kind) => setAssigning({ dept: row, kind })} />
    : undefined), [t, edit.visible, edit.usable]);
  return (
    <Card
      size="small"
      title={t('financeDept.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('financeDept.list.new')}</Button>
      )}
    >
      <Alert type="info" showIcon title={t('financeDept.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="financeDeptFilters"
        fields={[
          { kind: 'text', name: 'keyword', label: t('financeDept.filter.keyword'), placeholder: t('financeDept.filter.keywordPlaceholder'), maxLength: FINANCE_DEPT_LIMITS.nameMax },
          { kind: 'boolean', name: 'enabled', label: t('financeDept.field.enabled'), yes: t('financeDept.enabled'), no: t('financeDept.disabled') },
        ]}
        onSearch={depts.search}
      />
      <PagedTable<FinanceDeptView> list={depts} columns={columns} rowKey="id" totalText={(total) => t('financeDept.list.total', { total })} />
      {editing !== undefined && <FinanceDeptFormModal dept={editing} options={options.data} onClose={() => setEditing(undefined)} />}
      {assigning && (
        <FinanceDeptAssignModal dept={assigning.dept} kind={assigning.kind} options={options.data} onClose={() => setAssigning(undefined)} />
      )}
    </Card>
  );
}
