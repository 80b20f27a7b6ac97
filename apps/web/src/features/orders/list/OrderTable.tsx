import { useMemo, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListOrdersOutput, OrderListRow } from '@parcelflow/contract';
import { PagedTable } from '../../../components/pagedTable/PagedTable.tsx';
import type { TablePosition as Position } from '../../../components/pagedTable/usePagedList.ts';
import type { OrderColumnKey } from './listConfigs.ts';
import type { ListTotals, TablePosition } from './listQuery.ts';
import { buildColumns } from './orderColumns.tsx';
import { OrderExpansion } from './OrderExpansion.tsx';
import { OrderTotalsRow } from './OrderTotalsRow.tsx';
import { DOCK_HEIGHT_VARIABLE } from '../../tasks/useDockHeight.ts';
import { STATUS_TABS_HEIGHT_VARIABLE } from './StatusTabs.tsx';

type Props = {
  columns: readonly OrderColumnKey[];
  data: ListOrdersOutput | undefined;
  /** The total and footer of the filtered set, kept while the user pages or re-sorts. */
  totals: ListTotals | undefined;
  loading: boolean;
  position: TablePosition;
  /** The page size a pasted query answered with; the size changer hides then. */
  pastedPageSize?: number;
  onPositionChange: (position: TablePosition) => void;
  expandable: boolean;
  selectedIds: Key[];
  /** Stable (a state setter): a selection then renders the selection cells alone. */
  onSelect: (ids: Key[]) => void;
  /** What the selection can do, left above the table. */
  toolbar: ReactNode;
  /** Export and column choice, right above the table. */
  tools: ReactNode;
};

/**
 * Leaves room for the shell header, tabs, filters, toolbar and pager under the table's own header, for the status
 * tabs (one line, or two when the labels are long) and for the task box docked under the page when it is shown.
 */
const BODY_HEIGHT = `calc(100vh - 428px - var(${STATUS_TABS_HEIGHT_VARIABLE}, 39px) - var(${DOCK_HEIGHT_VARIABLE}, 0px))`;
const MIN_BODY_HEIGHT = 240;
const EXPANSION = { expandedRowRender: (row: OrderListRow) => <OrderExpansion id={row.id} /> };

/** A page of orders with remote sorting and paging, row selection and the totals of the filtered set. */
export function OrderTable(props: Props) {
  const { columns, data, totals, loading, position, pastedPageSize, onPositionChange, expandable, selectedIds, onSelect, toolbar, tools } = props;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const pasted = pastedPageSize !== undefined;
  const { orderField, orderType } = position;
  const built = useMemo(
    () => buildColumns(columns, { t, language: i18n.language, navigate }, { orderField, orderType }, !pasted),
    [columns, t, i18n.language, navigate, orderField, orderType, pasted],
  );
  const list = { data, loading, position, setPosition: onPositionChange as (position: Position) => void };
  return (
    <PagedTable<OrderListRow>
      list={list}
      columns={built}
      rowKey="id"
      totalText={(total) => t('orderList.table.total', { count: total })}
      total={totals?.total ?? 0}
      summary={totals && <OrderTotalsRow columns={columns} leading={expandable ? 2 : 1} total={totals.total} footer={totals.footer} />}
      selection={{ selected: selectedIds, onChange: onSelect }}
      expandable={expandable ? EXPANSION : undefined}
      toolbar={toolbar}
      tools={tools}
      scrollY={`max(${MIN_BODY_HEIGHT}px, ${BODY_HEIGHT})`}
      fixedPageSize={pastedPageSize}
    />
  );
}
