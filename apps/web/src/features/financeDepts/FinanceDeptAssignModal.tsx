import { Form, Transfer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { assignFinanceDept, type FinanceDeptFormOptions, type FinanceDeptView } from '@parcelflow/contract';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { reloadedByDeptChange, useFinanceDeptOptions } from './api.ts';

export type AssignKind = 'customers' | 'sites';

type Props = { dept: FinanceDeptView; kind: AssignKind; options?: FinanceDeptFormOptions; onClose: () => void };

/**
 * The customers (or sites) the department owns, as a transfer: the right side is its whole set once saved. An item
 * owned by another department says which, and moves from it when chosen.
 */
export function FinanceDeptAssignModal({ dept, kind, options, onClose }: Props) {
  const { t } = useTranslation();
  const depts = useFinanceDeptOptions().data?.depts ?? [];
  const items = options?.[kind] ?? [];
  const deptName = (id: number | null) => depts.find((other) => other.id === id)?.name ?? t('financeDept.assign.otherDept');
  const dataSource = items.map((item) => ({
    key: item.id,
    title: `${item.code} ${item.name}`,
    owner: item.financeDeptId !== null && item.financeDeptId !== dept.id ? deptName(item.financeDeptId) : '',
  }));
  const field = kind === 'customers' ? 'customerIds' : 'siteIds';
  return (
    <CommandFormModal
      command={assignFinanceDept}
      invalidates={reloadedByDeptChange}
      title={t(`financeDept.assign.${kind}Title`, { name: dept.name })}
      savedText={t('financeDept.assign.saved')}
      initialValues={{ [field]: items.filter((item) => item.financeDeptId === dept.id).map((item) => item.id) }}
      inputOf={(values) => ({ id: dept.id, [field]: values[field] ?? [] })}
      onClose={onClose}
      width={760}
    >
      <Typography.Paragraph type="secondary">{t('financeDept.assign.help')}</Typography.Paragraph>
      <Form.Item name={field} valuePropName="targetKeys">
        <Transfer
          dataSource={dataSource}
          showSearch
          filterOption={(input, item) => `${item.title} ${item.owner}`.toLowerCase().includes(input.trim().toLowerCase())}
          titles={[t('financeDept.assign.available'), t('financeDept.assign.owned')]}
          render={(item) => (item.owner ? t('financeDept.assign.ownedBy', { item: item.title, owner: item.owner }) : item.title)}
          listStyle={{ width: 330, height: 360 }}
        />
      </Form.Item>
    </CommandFormModal>
  );
}
