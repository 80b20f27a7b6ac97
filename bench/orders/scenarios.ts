import type { ListOrdersInput, OrderKind } from '@parcelflow/contract';

/** As the web's receive list sends them (apps/web/src/features/orders/list/listConfigs.ts): the main order list. */
const RECEIVE_LIST_KINDS: OrderKind[] = ['receive', 'hyreceive', 'proxy', 'create', 'fba', 'fbacommon'];
const DAY = 86_400_000;

export type ListFilters = Omit<ListOrdersInput, 'currentPage' | 'pageSize' | 'withTotals'>;
export type ListScenario = { name: string; filters: ListFilters };

/** The UTC day `offset` days from now, as the date pickers send it. */
const day = (now: Date, offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

/**
 * What users open and page through, 50 a page; the date filter spans at most 31 days (the list's rule).
 * A recent month holds every status, an older one mostly completed orders.
 */
export function pagedScenarios(now: Date): ListScenario[] {
  const month = { dateFrom: day(now, -30), dateTo: day(now, 0) };
  const olderMonth = { dateFrom: day(now, -150), dateTo: day(now, -120) };
  const heaviest = { orderField: 'weight', orderType: 'desc' } as const;
  return [
    // As listWindowDays (contract) opens it for a company with the default limits.
    { name: 'receive list as it opens: every status, last 31 days, newest first', filters: { kinds: RECEIVE_LIST_KINDS, ...month } },
    { name: 'tab in transit, last 31 days, newest first', filters: { kinds: RECEIVE_LIST_KINDS, status: 'inTransit', ...month } },
    { name: 'tab in transit, last 31 days, heaviest first', filters: { kinds: RECEIVE_LIST_KINDS, status: 'inTransit', ...month, ...heaviest } },
    { name: 'tab completed, 31 days 4 months back, newest first', filters: { kinds: RECEIVE_LIST_KINDS, status: 'completed', ...olderMonth } },
    { name: 'tab completed, 31 days 4 months back, heaviest first', filters: { kinds: RECEIVE_LIST_KINDS, status: 'completed', ...olderMonth, ...heaviest } },
    { name: 'waybill list, tab in transit, last 31 days, newest first', filters: { withWaybill: true, status: 'inTransit', ...month } },
  ];
}

/** Deep paging needs 2000 pages (100,000 orders): only without a date filter, the whole history. */
export function deepScenarios(): ListScenario[] {
  return [
    { name: 'every status, no date filter, newest first', filters: { kinds: RECEIVE_LIST_KINDS } },
    { name: 'tab completed, no date filter, newest first', filters: { kinds: RECEIVE_LIST_KINDS, status: 'completed' } },
  ];
}

/** countOrdersByStatus is sent with the filters alone: one per distinct filter set of the scenarios. */
export function countFilterSets(scenarios: ListScenario[]): ListScenario[] {
  const sets = new Map<string, ListScenario>();
  for (const { filters } of scenarios) {
    const { status: _status, orderField: _field, orderType: _type, ...rest } = filters;
    const key = JSON.stringify(rest);
    if (!sets.has(key)) sets.set(key, { name: describeFilters(rest), filters: rest });
  }
  return [...sets.values()];
}

function describeFilters(filters: ListFilters): string {
  const list = filters.withWaybill ? 'waybill list' : 'receive list';
  return `${list}, ${filters.dateFrom ? `${filters.dateFrom} to ${filters.dateTo}` : 'no date filter'}`;
}
