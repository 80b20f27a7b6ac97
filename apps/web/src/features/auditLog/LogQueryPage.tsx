import { useMemo } from 'react';
import { Card, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AUDIT_LOG_RANGE_DAYS, listAuditLog, type AuditLogRow } from '@parcelflow/contract';
import { beyondDays, lastWeek, lastWeekDays } from '../../components/dayRange.ts';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList, type FiltersOf } from '../../components/pagedTable/usePagedList.ts';
import { ChangeList } from './ChangeList.tsx';
import { fieldLabel } from './changeText.ts';

/** The kinds of record the log keeps, as the filter offers them. */
const ENTITIES = ['site', 'staff', 'customer', 'customerGroup', 'channel', 'position', 'invite', 'partner', 'address', 'importTemplate', 'transAgreement', 'orderRule', 'customerPrintRule', 'queryLimits', 'destination', 'cityAbbreviation', 'sku', 'englishNameRule', 'baseData', 'exchangeRate', 'rateCard', 'priceLevel'] as const;

const beyondSpan = beyondDays(AUDIT_LOG_RANGE_DAYS);
const EXPANDABLE = { expandedRowRender: (row: AuditLogRow) => <ChangeList row={row} /> };

/** systemManagent/logQuery: who changed what in the company, and when; each row opens to its fields before and after. */
export function LogQueryPage() {
  const { t } = useTranslation();
  const log = usePagedList(listAuditLog, lastWeekDays());

  const columns = useMemo<TableColumnsType<AuditLogRow>>(() => [
    { title: t('auditLog.column.time'), dataIndex: 'createdAt', width: 170, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
    // No user: a change the system made (default rights a role gained, granted at start-up).
    {
      title: t('auditLog.column.user'), key: 'user', width: 170,
      render: (_, row) => (row.userNo ? <>{row.userName} <Typography.Text type="secondary">{row.userNo}</Typography.Text></> : t('auditLog.systemUser')),
    },
    { title: t('auditLog.column.entity'), dataIndex: 'entity', width: 130, render: (entity: string) => t(`auditLog.entity.${entity}`, { defaultValue: entity }) },
    { title: t('auditLog.column.record'), dataIndex: 'entityLabel', width: 220, ellipsis: true },
    { title: t('auditLog.column.action'), dataIndex: 'action', width: 110, render: (action: string) => t(`auditLog.action.${action}`, { defaultValue: action }) },
    {
      title: t('auditLog.column.fields'), key: 'fields', width: 160, ellipsis: true,
      render: (_, row) => row.changes.map((change) => fieldLabel(t, row.entity, change.field)).join(t('auditLog.separator')),
    },
    { title: t('auditLog.column.ip'), dataIndex: 'ip', width: 140 },
  ], [t]);
  const fields: FilterField[] = [
    { kind: 'dateRange', name: 'date', label: t('auditLog.filter.dates'), required: true, disabledDate: beyondSpan },
    {
      kind: 'select', name: 'entity', label: t('auditLog.filter.entity'), placeholder: t('auditLog.filter.any'),
      options: ENTITIES.map((entity) => ({ value: entity, label: t(`auditLog.entity.${entity}`) })),
    },
    { kind: 'text', name: 'userNo', label: t('auditLog.filter.user'), placeholder: t('auditLog.filter.userPlaceholder'), maxLength: 40 },
    { kind: 'text', name: 'keyword', label: t('auditLog.filter.keyword'), placeholder: t('auditLog.filter.keywordPlaceholder') },
  ];

  return (
    <Card size="small" title={t('auditLog.title')}>
      <FilterBar
        name="auditLogFilter" fields={fields} initialValues={{ date: lastWeek() }} labelWidth={88}
        // The date range is required, so both of its ends are there.
        onSearch={(values) => log.search(values as FiltersOf<typeof listAuditLog>)}
      />
      <PagedTable<AuditLogRow> list={log} columns={columns} rowKey="id" expandable={EXPANDABLE} totalText={(total) => t('auditLog.total', { total })} />
    </Card>
  );
}
