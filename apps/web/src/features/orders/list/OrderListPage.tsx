import { useState, type Key } from 'react';
import { Card, Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CommandFailure } from '../../../app/envelope.ts';
import { translateReason } from '../../../app/forms/fieldProblems.ts';
import { OrderActionBar } from '../actions/OrderActionBar.tsx';
import { useOrderList, useStatusCounts } from '../api.ts';
import { ColumnChooser } from '../../../components/pagedTable/ColumnChooser.tsx';
import { useColumnPreference } from '../../../components/pagedTable/columnPreference.ts';
import { PrintButton } from '../../printing/PrintButton.tsx';
import { ExportButton } from './ExportButton.tsx';
import type { OrderListConfig } from './listConfigs.ts';
import { columnTitle } from './orderColumns.tsx';
import { hasPastedProblems, isPastedQuery, pageSizeForPastedQuery, totalsOf, type OrderFilters as Filters, type StatusTab, type TablePosition } from './listQuery.ts';
import { OrderFilters } from './OrderFilters.tsx';
import { OrderTable } from './OrderTable.tsx';
import { PastedReportDialog } from './PastedReportDialog.tsx';
import { StatusTabs } from './StatusTabs.tsx';
import { useOrderListState } from './useOrderListState.ts';
import './orderList.css';

/** The server's reason for refusing the date range (more than 31 days, start after end), if that was it. */
function dateProblemOf(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof CommandFailure) || error.code !== 400) return undefined;
  return ['dateFrom', 'dateTo'].includes(String(error.params.field)) ? translateReason(t, error.params) : undefined;
}

/** One order list (receive, send, special, waybill, waybill detail): filters, status tabs, actions and the table. */
export function OrderListPage({ config }: { config: OrderListConfig }) {
  const { t } = useTranslation();
  const state = useOrderListState(config);
  const list = useOrderList(state.listInput, state.searchId);
  // The same request as the list's on the filter set's first page; cached while the user pages or re-sorts.
  const totals = totalsOf(useOrderList(state.totalsInput, state.searchId).data);
  const counts = useStatusCounts(state.countInput);
  const preference = useColumnPreference(`orderList.${config.listKey}.columns`, config);
  const [selectedIds, setSelectedIds] = useState<Key[]>([]);
  const [reportedSearch, setReportedSearch] = useState(-1);

  const pasted = isPastedQuery(state.filterInput);
  const report = list.data?.pasted;
  const showReport = pasted && !list.isPlaceholderData && reportedSearch !== state.searchId && hasPastedProblems(report);
  const selected = list.data?.list.filter((row) => selectedIds.includes(row.id)) ?? [];

  // A new search, tab or page shows other rows: what was selected no longer applies.
  const search = (filters: Filters) => { setSelectedIds([]); state.search(filters); };
  const changeStatus = (status: StatusTab) => { setSelectedIds([]); state.changeStatus(status); };
  const move = (position: TablePosition) => { setSelectedIds([]); state.setPosition(position); };

  return (
    <Flex vertical gap={12} className="order-list-page">
      <Card size="small">
        <OrderFilters key={state.filtersKey} initial={state.filters} onSearch={search} dateProblem={dateProblemOf(list.error, t)} />
      </Card>
      <Card size="small">
        <StatusTabs statuses={config.statuses} counts={counts.data} active={state.status} onChange={changeStatus} />
        <OrderTable
          columns={preference.columns}
          data={list.data}
          totals={totals}
          loading={list.isFetching}
          position={state.position}
          pastedPageSize={pasted ? pageSizeForPastedQuery(state.filterInput) : undefined}
          onPositionChange={move}
          expandable={config.expandable}
          selectedIds={selectedIds}
          onSelect={setSelectedIds}
          toolbar={(
            <>
              <Typography.Text type="secondary">
                {selected.length ? t('orderList.actions.selected', { count: selected.length }) : t('orderList.actions.selectHint')}
              </Typography.Text>
              <OrderActionBar orders={selected} onDone={() => setSelectedIds([])} />
            </>
          )}
          tools={(
            <>
              <PrintButton
                selectedIds={selectedIds.map(Number)} listInput={state.listInput} total={totals?.total} transportMode={config.kinds?.[0] ?? 'receive'}
                onPrinted={() => { setSelectedIds([]); void list.refetch(); }}
              />
              <ExportButton listInput={state.listInput} columns={preference.columns} />
              <ColumnChooser config={config} shown={preference.columns} onChoose={preference.choose} titleOf={(key) => columnTitle(key, t)} />
            </>
          )}
        />
      </Card>
      {showReport && <PastedReportDialog report={report} onClose={() => setReportedSearch(state.searchId)} />}
    </Flex>
  );
}
