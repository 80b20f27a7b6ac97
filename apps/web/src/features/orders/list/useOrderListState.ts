import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@parcelflow/contract';
import type { OrderListConfig } from './listConfigs.ts';
import { defaultFilters, filterInputOf, listInputOf, type OrderFilters, type StatusTab, type TablePosition } from './listQuery.ts';

/** The filters searched, the status tab and the table position of one list, and the queries they make. */
export function useOrderListState(config: OrderListConfig) {
  const [filters, setFilters] = useState<OrderFilters>(defaultFilters);
  const [status, setStatus] = useState<StatusTab>('all');
  const [position, setPosition] = useState<TablePosition>({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  /** Counts searches, so the pasted-numbers report shows once per search, not per page. */
  const [searchId, setSearchId] = useState(0);

  const filterInput = filterInputOf(config, filters);
  const listInput = listInputOf(filterInput, status, position);
  /** The tab counts read the filters alone; paging is the schema's default. */
  const countInput = { ...filterInput, pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 };

  const search = (next: OrderFilters) => {
    setFilters(next);
    setSearchId((id) => id + 1);
    setPosition((current) => ({ ...current, currentPage: 1 }));
  };
  const changeStatus = (next: StatusTab) => {
    setStatus(next);
    setPosition((current) => ({ ...current, currentPage: 1 }));
  };
  return { filters, search, status, changeStatus, position, setPosition, searchId, filterInput, listInput, countInput };
}
