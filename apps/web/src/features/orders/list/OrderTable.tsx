import { Table, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE_SIZES, type ListOrdersOutput, type OrderListRow } from '@parcelflow/contract';
import type { OrderColumnKey } from './listConfigs.ts';
import type { ListTotals, OrderSortField, TablePosition } from './listQuery.ts';
import { buildColumns } from './orderColumns.tsx';
import { OrderExpansion } from './OrderExpansion.tsx';
import { OrderTotalsRow } from './OrderTotalsRow.tsx';
import { DOCK_HEIGHT_VARIABLE } from '../../tasks/useDockHeight.ts';
import { useFittedColumns } from '../../../components/useFittedColumns.ts';
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
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
};

/**
 * Leaves room for the shell header, tabs, filters, toolbar and pager under the table's own header, for the status
 * tabs (one line, or two when the labels are long) and for the task box docked under the page when it is shown.
 */
const BODY_HEIGHT = `calc(100vh - 428px - var(${STATUS_TABS_HEIGHT_VARIABLE}, 39px) - var(${DOCK_HEIGHT_VARIABLE}, 0px))`;
/** The selection and expand columns antd adds in front of the order's. */
const LEADING_WIDTH = 36;
const MIN_BODY_HEIGHT = 240;

/** A page of orders with remote sorting and paging, row selection and the totals of the filtered set. */
export function OrderTable({ columns, data, totals, loading, position, pastedPageSize, onPositionChange, expandable, selectedIds, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const pasted = pastedPageSize !== undefined;
  const built = buildColumns(columns, { t, language: i18n.language, navigate }, position, !pasted);
  const { ref, columns: shown, scrollX } = useFittedColumns(built, LEADING_WIDTH * (expandable ? 2 : 1));

  const change = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<OrderListRow> | SorterResult<OrderListRow>[]) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    const orderField = sort?.order ? (sort.columnKey as OrderSortField) : undefined;
    const orderType = sort?.order === 'ascend' ? 'asc' : sort?.order === 'descend' ? 'desc' : undefined;
    const pageSize = pagination.pageSize ?? position.pageSize;
    const sortChanged = orderField !== position.orderField || orderType !== position.orderType;
    const currentPage = pageSize !== position.pageSize || sortChanged ? 1 : (pagination.current ?? 1);
    onPositionChange({ currentPage, pageSize, orderField, orderType });
  };

  return (
    <div ref={ref}>
      <Table<OrderListRow>
        size="small"
        rowKey="id"
        bordered
        loading={loading}
        columns={shown}
        dataSource={data?.list}
        onChange={change}
        scroll={{ x: scrollX, y: `max(${MIN_BODY_HEIGHT}px, ${BODY_HEIGHT})` }}
        rowSelection={{ fixed: true, columnWidth: LEADING_WIDTH, selectedRowKeys: selectedIds, onChange: (keys) => onSelect(keys as number[]) }}
        expandable={expandable ? { expandedRowRender: (row) => <OrderExpansion id={row.id} />, columnWidth: LEADING_WIDTH, fixed: 'left' } : undefined}
        // The Summary itself must be returned for antd to pin it under the scrolling body.
        summary={() => totals && (
          <Table.Summary fixed="bottom">
            <OrderTotalsRow columns={columns} leading={expandable ? 2 : 1} total={totals.total} footer={totals.footer} />
          </Table.Summary>
        )}
        pagination={{
          current: position.currentPage,
          pageSize: pastedPageSize ?? position.pageSize,
          total: totals?.total ?? 0,
          pageSizeOptions: [...PAGE_SIZES],
          showSizeChanger: !pasted,
          showTotal: (total) => t('orderList.table.total', { count: total }),
          size: 'small',
        }}
      />
    </div>
  );
}
