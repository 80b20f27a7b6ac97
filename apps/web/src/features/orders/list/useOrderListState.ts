import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, listWindowDays } from '@parcelflow/contract';
import { useQueryLimits } from '../../queryLimits/api.ts';
import type { OrderListConfig } from './listConfigs.ts';
import { defaultFilters, filterInputOf, listInputOf, samePosition, type OrderFilters, type StatusTab, type TablePosition } from './listQuery.ts';

/** The filters searched, the status tab and the table position of one list, and the queries they make. */
export function useOrderListState(config: OrderListConfig) {
  // The routes open a list once the limits are known (WithQueryLimits), so its first query has the company's window.
  const limits = useQueryLimits();
  const [filters, setFilters] = useState<OrderFilters>(() => defaultFilters(listWindowDays(limits)));
  const [status, setStatus] = useState<StatusTab>('all');
  const [position, setPosition] = useState<TablePosition>({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  /**
   * Where the filter set (filters and status tab) was first shown, its first page: that request alone asks for the
   * totals, which read every matching order; paging and sorting keep them.
   */
  const [totalsPosition, setTotalsPosition] = useState<TablePosition>(position);
  /** Counts searches, so the pasted-numbers report shows once per search, not per page, and a search asks anew. */
  const [searchId, setSearchId] = useState(0);

  const filterInput = filterInputOf(config, filters);
  const listInput = listInputOf(filterInput, status, position, samePosition(position, totalsPosition));
  /** The request whose totals are shown: the list's own on the filter set's first page, a cached one after. */
  const totalsInput = listInputOf(filterInput, status, totalsPosition, true);
  /** The tab counts read the filters alone; paging and totals are the schema's defaults. */
  const countInput = { ...filterInput, pageSize: DEFAULT_PAGE_SIZE, currentPage: 1, withTotals: true };

  const showFirstPage = () => {
    const first = { ...position, currentPage: 1 };
    setPosition(first);
    setTotalsPosition(first);
  };
  const search = (next: OrderFilters) => {
    setFilters(next);
    setSearchId((id) => id + 1);
    showFirstPage();
  };
  const changeStatus = (next: StatusTab) => {
    setStatus(next);
    showFirstPage();
  };
  return { filters, search, status, changeStatus, position, setPosition, searchId, filterInput, listInput, totalsInput, countInput };
}
