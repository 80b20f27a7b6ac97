import { useMemo } from 'react';
import { Card, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { listPrintJobs, PRINT_LIMITS, PRINT_TEMPLATE_TYPES, type PrintJobRow } from '@parcelflow/contract';
import { beyondDays, lastWeek, lastWeekDays } from '../../components/dayRange.ts';
import { FilterBar, type FilterField } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList, type FiltersOf } from '../../components/pagedTable/usePagedList.ts';
import { templateLabel } from './templateLabel.ts';

const beyondSpan = beyondDays(PRINT_LIMITS.logRangeDays);

/** systemManagent/printquery: who printed which order, when, with which template, where, and whether it was a reprint. */
export function PrintLogPage() {
  const { t } = useTranslation();
  const log = usePagedList(listPrintJobs, lastWeekDays());

  const columns = useMemo<TableColumnsType<PrintJobRow>>(() => [
    { title: t('print.log.column.time'), dataIndex: 'printedAt', width: 150, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
    { title: t('print.log.column.waybillNo'), dataIndex: 'waybillNo', width: 140 },
    { title: t('print.log.column.template'), dataIndex: 'templateName', width: 170, ellipsis: true, render: (name: string) => templateLabel(t, name) },
    { title: t('print.log.column.type'), dataIndex: 'type', width: 70, render: (type: string) => t(`printTemplate.type.${type}`) },
    { title: t('print.log.column.scenario'), dataIndex: 'scenario', width: 90, render: (scenario: string) => t(`printTemplate.scenario.${scenario}`) },
    {
      title: t('print.log.column.printer'), dataIndex: 'printer', width: 140, ellipsis: true,
      render: (printer: string) => printer || <Typography.Text type="secondary">{t('print.log.pdfDownload')}</Typography.Text>,
    },
    {
      title: t('print.log.column.reprint'), dataIndex: 'reprint', width: 90,
      render: (reprint: boolean) => (reprint ? <Tag color="orange">{t('print.log.reprint')}</Tag> : <Tag color="green">{t('print.log.first')}</Tag>),
    },
    { title: t('print.log.column.user'), key: 'user', width: 140, ellipsis: true, render: (_, row) => <>{row.userName} <Typography.Text type="secondary">{row.userNo}</Typography.Text></> },
  ], [t]);
  const fields: FilterField[] = [
    { kind: 'dateRange', name: 'date', label: t('print.log.filter.dates'), required: true, disabledDate: beyondSpan },
    { kind: 'text', name: 'waybillNo', label: t('print.log.column.waybillNo'), maxLength: 40 },
    { kind: 'text', name: 'templateName', label: t('print.log.column.template'), maxLength: 40 },
    { kind: 'text', name: 'userNo', label: t('print.log.column.user'), placeholder: t('print.log.filter.userPlaceholder'), maxLength: 40 },
    { kind: 'enum', name: 'type', label: t('print.log.column.type'), values: PRINT_TEMPLATE_TYPES, labels: 'printTemplate.type' },
    { kind: 'boolean', name: 'reprint', label: t('print.log.column.reprint'), yes: t('print.log.reprint'), no: t('print.log.first') },
  ];

  return (
    <Card size="small" title={t('print.log.title')}>
      <FilterBar
        name="printLogFilter" fields={fields} initialValues={{ date: lastWeek() }} labelWidth={88}
        // The date range is required, so both of its ends are there.
        onSearch={(values) => log.search(values as FiltersOf<typeof listPrintJobs>)}
      />
      <PagedTable<PrintJobRow> list={log} columns={columns} rowKey="id" totalText={(total) => t('print.log.total', { total })} />
    </Card>
  );
}
