import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_PAGE_SIZE, listWindowDays } from '@parcelflow/contract';
import { useQueryLimits } from '../../queryLimits/api.ts';
import { useOrderList } from '../api.ts';
import type { OrderListConfig } from './listConfigs.ts';
import {
  defaultFilters, filterInputOf, linkedFilters, listInputOf, positionFrom, samePosition, type OrderFilters, type StatusTab, type TablePosition,
} from './listQuery.ts';

/** The filters searched, the status tab and the table position of one list, and the queries they make. */
export function useOrderListState(config: OrderListConfig) {
  // The routes open a list once the limits are known (WithQueryLimits), so its first query has the company's window.
  const limits = useQueryLimits();
  // An address naming pasted numbers (the orders an import created) opens the list searching them.
  const { pathname, search: address } = useLocation();
  const navigate = useNavigate();
  const openedOn = () => ({ ...defaultFilters(listWindowDays(limits)), ...linkedFilters(address) });
  const [filters, setFilters] = useState<OrderFilters>(openedOn);
  const [status, setStatus] = useState<StatusTab>('all');
  const [position, setPosition] = useState<TablePosition>({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  /**
   * Where the filter set (filters and status tab) was first shown, its first page: that request alone asks for the
   * totals, which read every matching order; paging and sorting keep them.
   */
  const [totalsPosition, setTotalsPosition] = useState<TablePosition>(position);
  /** Counts searches, so the pasted-numbers report shows once per search, not per page, and a search asks anew. */
  const [searchId, setSearchId] = useState(0);
  /** The address last applied: a new one reaching the list while it is open searches its numbers (and renews the filter bar). */
  const [shownAddress, setShownAddress] = useState(address);

  const filterInput = filterInputOf(config, filters);
  const listInput = listInputOf(filterInput, status, position, samePosition(position, totalsPosition));
  /** The request whose totals are shown: the list's own on the filter set's first page, a cached one after. */
  const totalsInput = listInputOf(filterInput, status, totalsPosition, true);
  // The page shown (the same query as the list's, from the cache): next and previous start from its cursors.
  const shown = useOrderList(listInput, searchId);
  const move = (next: TablePosition) => setPosition(positionFrom(position, next, shown.isPlaceholderData ? undefined : shown.data?.cursors));
  /** The tab counts read the filters alone; paging and totals are the schema's defaults. */
  const countInput = { ...filterInput, pageSize: DEFAULT_PAGE_SIZE, currentPage: 1, withTotals: true };

  const showFirstPage = () => {
    const first = { ...position, currentPage: 1, cursor: undefined };
    setPosition(first);
    setTotalsPosition(first);
  };
  const searchFor = (next: OrderFilters) => {
    setFilters(next);
    setSearchId((id) => id + 1);
    showFirstPage();
  };
  /** The user's own search leaves a link's address behind, so a reload shows what they searched, not the link's numbers. */
  const search = (next: OrderFilters) => {
    // The address without numbers then reaches the check below, which searches nothing of its own.
    if (address) void navigate(pathname, { replace: true });
    searchFor(next);
  };
  const changeStatus = (next: StatusTab) => {
    setStatus(next);
    showFirstPage();
  };
  if (address !== shownAddress) {
    setShownAddress(address);
    if (linkedFilters(address)) {
      searchFor(openedOn());
      setStatus('all');
    }
  }
  return {
    filters, search, status, changeStatus, position, setPosition: move, searchId, filterInput, listInput, totalsInput, countInput,
    /** Changes with the address applied, so the filter bar starts again from the numbers it names. */
    filtersKey: shownAddress,
  };
}
