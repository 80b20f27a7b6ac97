import { useMemo } from 'react';
import { Alert, App, Card } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, listSettlementDetails, SETTLEMENT_LIMITS, type Currency } from '@parcelflow/contract';
import { FilterBar, type FilterValues } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList, type FiltersOf, type PagedList } from '../../components/pagedTable/usePagedList.ts';
import { useTaskBox } from '../tasks/useTaskBox.ts';
import { useExportSettlement } from './api.ts';
import { GROUP_BY, groupingOf, thisMonth, type GroupBy } from './groupBy.ts';
import { SettlementDetailsChart } from './SettlementDetailsChart.tsx';
import { groupColumnCount, settlementColumns, type SettlementTableRow } from './settlementColumns.tsx';
import { SettlementFooter } from './SettlementFooter.tsx';

type Filters = FiltersOf<typeof listSettlementDetails>;

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
/** A range of at most 366 days: once its first day is picked, days further away are disabled. */
const beyondMaxDays = (current: Dayjs, info: { from?: Dayjs }) => (info.from ? Math.abs(current.diff(info.from, 'day')) >= SETTLEMENT_LIMITS.maxDays : false);

function filtersOf(values: FilterValues): Filters {
  const { dateFrom, dateTo, currency, groupBy } = values as { dateFrom: string; dateTo: string; currency?: Currency; groupBy: GroupBy };
  return { dateFrom, dateTo, currency, ...groupingOf(groupBy) };
}

/** financeManagement/settlementDetails: receivables and receipts per customer, site, channel or period, a chart above, the sums below. */
export function SettlementDetailsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const taskBox = useTaskBox();
  const initial = useMemo(() => ({ ...thisMonth(), dimension: 'customer', bucket: 'month' }) as Filters, []);
  const details = usePagedList(listSettlementDetails, initial);
  const startExport = useExportSettlement();
  const { dimension = 'customer', bucket = 'month' } = details.filters;
  const columns = useMemo(() => settlementColumns(t, dimension, bucket), [t, dimension, bucket]);
  const { data, loading, position, setPosition } = details;
  // A row is a group in a currency: the pair is its key.
  const rows = useMemo<PagedList<SettlementTableRow>>(() => ({
    loading, position, setPosition,
    data: data && { ...data, list: data.list.map((row) => ({ ...row, rowKey: `${row.key}:${row.currency}` })) },
  }), [data, loading, position, setPosition]);
  const footer = details.query.data?.footer ?? [];
  const exportRows = () => startExport.mutate(details.filters, {
    onSuccess: () => {
      taskBox.started('export');
      void message.success(t('settlement.export.started'));
    },
  });
  return (
    <Card size="small" title={t('settlement.title')}>
      <Alert type="info" showIcon title={t('settlement.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="settlementFilters"
        initialValues={{ date: [dayjs(initial.dateFrom), dayjs(initial.dateTo)], groupBy: 'customer' }}
        fields={[
          { kind: 'dateRange', name: 'date', label: t('settlement.filter.range'), required: true, disabledDate: beyondMaxDays },
          { kind: 'select', name: 'currency', label: t('settlement.filter.currency'), options: CURRENCY_OPTIONS },
          { kind: 'select', name: 'groupBy', label: t('settlement.filter.groupBy'), required: true, options: GROUP_BY.map((value) => ({ value, label: t(`settlement.groupBy.${value}`) })) },
        ]}
        onSearch={(values) => details.search(filtersOf(values))}
      />
      <SettlementDetailsChart filters={details.filters} />
      <PagedTable<SettlementTableRow>
        list={rows} columns={columns} rowKey="rowKey" totalText={(total) => t('settlement.total', { total })}
        exportAction={{ label: t('settlement.export.action'), loading: startExport.isPending, onExport: exportRows }}
        summary={footer.length > 0 && <SettlementFooter footer={footer} leading={groupColumnCount(dimension)} />}
      />
    </Card>
  );
}
