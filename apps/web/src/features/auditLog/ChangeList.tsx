import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditLogRow } from '@parcelflow/contract';
import { fieldLabel, valueText } from './changeText.ts';

/** The fields one change touched, before and after: the expanded row of the log. */
export function ChangeList({ row }: { row: AuditLogRow }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={row.changes}
      locale={{ emptyText: t('auditLog.noFields') }}
      columns={[
        { title: t('auditLog.column.field'), dataIndex: 'field', width: 200, render: (field: string) => fieldLabel(t, row.entity, field) },
        { title: t('auditLog.column.before'), dataIndex: 'before', render: (value: unknown, change) => valueText(t, row.entity, change.field, value) },
        { title: t('auditLog.column.after'), dataIndex: 'after', render: (value: unknown, change) => valueText(t, row.entity, change.field, value) },
      ]}
    />
  );
}
