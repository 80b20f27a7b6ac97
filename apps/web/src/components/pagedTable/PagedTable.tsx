import { useMemo, type Key, type ReactNode } from 'react';
import { Button, Flex, Table, type TableColumnsType, type TablePaginationConfig, type TableProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { SorterResult } from 'antd/es/table/interface';
import { PAGE_SIZES } from '@parcelflow/contract';
import { useFittedColumns } from '../useFittedColumns.ts';
import type { PagedList, TablePosition } from './usePagedList.ts';
import { memoisedColumns } from './memoisedColumns.ts';
import { useCssHeight } from './useCssHeight.ts';
import './pagedTable.css';

/** The width of the selection and expand columns antd adds in front. */
const LEADING_WIDTH = 36;
/**
 * Pages of more rows than this in a table scrolling inside the page render as antd's virtual table: only the rows in
 * view are in the document. 300 rows of 16 columns took 1.8 s to paint and 0.5 s per selection otherwise (issue 13).
 */
const VIRTUAL_ABOVE = 100;

export type RowSelection = {
  selected: readonly Key[];
  /** Stable (a state setter or useCallback), so a selection re-renders the selection cells alone. */
  onChange: (keys: Key[]) => void;
  /** Keeps the selection of other pages while the user pages. */
  preserve?: boolean;
  disabled?: boolean;
};

type Props<R> = {
  list: PagedList<R>;
  /**
   * Memoised (useMemo) with every value their cells read: a cell renders again only when its row or the columns
   * change, so selecting a row or any other state of the page leaves the other cells as they are.
   */
  columns: TableColumnsType<R>;
  rowKey: keyof R & string;
  totalText: (total: number) => string;
  /** The total of the whole filtered set when the page keeps it apart from the rows (else the answer's). */
  total?: number;
  /** The cells of a totals row, pinned under the scrolling body. */
  summary?: ReactNode;
  selection?: RowSelection;
  expandable?: TableProps<R>['expandable'];
  /** Left of the toolbar above the table (what the selection can do). */
  toolbar?: ReactNode;
  /** Right of the toolbar: a column chooser and the like. */
  tools?: ReactNode;
  exportAction?: { label: string; loading: boolean; onExport: () => void };
  /** The scrolling body's height (a sticky header), when the table scrolls inside the page. */
  scrollY?: string;
  /** A page size the answer dictates (a pasted list): the size changer hides. */
  fixedPageSize?: number;
  /** What an empty list says instead of antd's "No data". */
  emptyText?: ReactNode;
};

/**
 * One page of a list command's rows: remote paging (page sizes 50 to 300) and sorting, the total, an optional totals
 * row, row selection and expansion, a toolbar with tools and an export button; columns fitted to the room.
 */
export function PagedTable<R extends object>(props: Props<R>) {
  const { list, columns, rowKey, totalText, total, summary, selection, expandable, toolbar, tools, exportAction, scrollY, fixedPageSize, emptyText } = props;
  const { position, setPosition } = list;
  // Tree rows (children) open in their first cell: antd adds an expand column only for rows that expand into content.
  const expandColumn = Boolean(expandable?.expandedRowRender) && expandable?.showExpandColumn !== false;
  const leading = (selection ? LEADING_WIDTH : 0) + (expandColumn ? LEADING_WIDTH : 0);
  const memoised = useMemo(() => memoisedColumns(columns), [columns]);
  const { ref, columns: shown, scrollX } = useFittedColumns(memoised, leading);
  // The virtual table wants the body's height in pixels: what scrollY comes to, measured.
  const { ref: heightRef, pixels: bodyHeight } = useCssHeight(scrollY);
  const rows = list.data?.list;
  const virtual = bodyHeight > 0 && (rows?.length ?? 0) > VIRTUAL_ABOVE;
  const selected = selection?.selected;
  const onSelect = selection?.onChange;
  const preserve = selection?.preserve;
  const disabled = selection?.disabled;
  const rowSelection = useMemo<TableProps<R>['rowSelection']>(() => onSelect && {
    fixed: true, columnWidth: LEADING_WIDTH, selectedRowKeys: selected as Key[], onChange: onSelect, preserveSelectedRowKeys: preserve,
    getCheckboxProps: disabled ? () => ({ disabled }) : undefined,
  }, [selected, onSelect, preserve, disabled]);

  const change = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<R> | SorterResult<R>[]) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    const orderField = sort?.order ? String(sort.columnKey) : undefined;
    const orderType = sort?.order === 'ascend' ? 'asc' : sort?.order === 'descend' ? 'desc' : undefined;
    const pageSize = pagination.pageSize ?? position.pageSize;
    const sortChanged = orderField !== position.orderField || orderType !== position.orderType;
    const currentPage = pageSize !== position.pageSize || sortChanged ? 1 : (pagination.current ?? 1);
    const next: TablePosition = { currentPage, pageSize };
    if (orderField) Object.assign(next, { orderField, orderType });
    setPosition(next);
  };

  const hasToolbar = toolbar || tools || exportAction;
  return (
    <>
      {hasToolbar && (
        <Flex justify="space-between" align="center" gap={8} className="paged-table-toolbar">
          <Flex align="center" gap={8} wrap>{toolbar}</Flex>
          <Flex gap={8}>
            {exportAction && <Button icon={<ExportOutlined />} loading={exportAction.loading} onClick={exportAction.onExport}>{exportAction.label}</Button>}
            {tools}
          </Flex>
        </Flex>
      )}
      <div ref={ref}>
        {scrollY && <div className="paged-table-height-probe"><div ref={heightRef} style={{ height: scrollY }} /></div>}
        <Table<R>
          virtual={virtual}
          size="small"
          rowKey={rowKey}
          bordered
          loading={list.loading}
          locale={emptyText === undefined ? undefined : { emptyText }}
          columns={shown}
          dataSource={rows}
          onChange={change}
          scroll={{ x: scrollX, y: virtual ? bodyHeight : scrollY }}
          rowSelection={rowSelection}
          expandable={expandable && { columnWidth: LEADING_WIDTH, fixed: 'left', ...expandable }}
          // The Summary itself must be returned for antd to pin it under the scrolling body.
          summary={summary ? () => <Table.Summary fixed="bottom">{summary}</Table.Summary> : undefined}
          pagination={{
            current: position.currentPage,
            pageSize: fixedPageSize ?? position.pageSize,
            total: total ?? list.data?.total ?? 0,
            pageSizeOptions: [...PAGE_SIZES],
            showSizeChanger: fixedPageSize === undefined,
            showTotal: totalText,
          }}
        />
      </div>
    </>
  );
}
