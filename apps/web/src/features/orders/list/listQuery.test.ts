import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY_LIMITS, listWindowDays } from '@parcelflow/contract';
import { ORDER_LIST_CONFIGS } from './listConfigs.ts';
import { defaultFilters, filterInputOf, listInputOf, positionFrom, type OrderFilters } from './listQuery.ts';

const receive = ORDER_LIST_CONFIGS.find((config) => config.listKey === 'receive')!;
const waybill = ORDER_LIST_CONFIGS.find((config) => config.listKey === 'waybill')!;
const filters = (over: Partial<OrderFilters> = {}): OrderFilters => ({
  dateRange: [dayjs('2026-11-01'), dayjs('2026-11-07')], numberField: 'orderNo', numbers: '', ...over,
});
const firstPage = { currentPage: 1, pageSize: 100, orderField: 'weight', orderType: 'asc' } as const;

describe('the order list query', () => {
  it('opens on the last 31 days as the home page counts them, the current day for a company that says so', () => {
    const sent = (days: number) => filterInputOf(receive, defaultFilters(days));
    const today = dayjs().format('YYYY-MM-DD');
    expect(sent(listWindowDays(DEFAULT_QUERY_LIMITS))).toMatchObject({ dateFrom: dayjs().subtract(30, 'day').format('YYYY-MM-DD'), dateTo: today });
    expect(sent(listWindowDays({ ...DEFAULT_QUERY_LIMITS, dateRangeDays: 7 }))).toMatchObject({ dateFrom: dayjs().subtract(6, 'day').format('YYYY-MM-DD') });
    expect(sent(listWindowDays({ ...DEFAULT_QUERY_LIMITS, listsOpenOnToday: true }))).toMatchObject({ dateFrom: today, dateTo: today });
  });

  it('sends the dates, the list kinds and only the filters chosen', () => {
    expect(filterInputOf(receive, filters({ customerId: 3, country: '' }))).toEqual({
      kinds: ['receive', 'hyreceive', 'proxy', 'create', 'fba', 'fbacommon'], withWaybill: undefined,
      customerId: 3, channelId: undefined, country: undefined, dateFrom: '2026-11-01', dateTo: '2026-11-07',
    });
    expect(filterInputOf(waybill, filters({ dateRange: null }))).toMatchObject({ kinds: undefined, withWaybill: true, dateFrom: undefined, dateTo: undefined });
  });

  it('sends pasted numbers in their order with their count, and no date range', () => {
    const input = filterInputOf(receive, filters({ numberField: 'waybillNo', numbers: 'W1\n\n W2 \nW1\n' }));
    expect(input).toMatchObject({ sortField: 'waybillNo', sortValue: 'W1\nW2\nW1', sortMaxRow: 3 });
    expect(input).not.toHaveProperty('dateFrom');
  });

  it('caps sortMaxRow at the largest limit a company may choose (10000); the server checks the company’s own (20227)', () => {
    const numbers = Array.from({ length: 10_001 }, (_, i) => `N${i}`).join('\n');
    expect(filterInputOf(receive, filters({ numbers })).sortMaxRow).toBe(10_000);
  });

  it('pages a pasted list by its length, back to 50 from 300 on, and keeps the pasted order', () => {
    const few = filterInputOf(receive, filters({ numbers: 'A\nB\nC' }));
    expect(listInputOf(few, 'all', firstPage, true)).toMatchObject({ pageSize: 3, orderField: undefined, orderType: undefined, status: undefined });
    const many = filterInputOf(receive, filters({ numbers: Array.from({ length: 300 }, (_, i) => `N${i}`).join('\n') }));
    expect(listInputOf(many, 'toShip', firstPage, false)).toMatchObject({ pageSize: 50, status: 'toShip' });
  });

  it('keeps the chosen page size and remote sort otherwise', () => {
    expect(listInputOf(filterInputOf(receive, filters()), 'toBeAudited', firstPage, false)).toMatchObject({
      status: 'toBeAudited', currentPage: 1, pageSize: 100, orderField: 'weight', orderType: 'asc', withTotals: false,
    });
  });

  it('goes to the next or previous page from the shown page’s cursors, and to page 1 or a jump by number', () => {
    const cursors = { before: 'first-row', after: 'last-row' };
    const shown = { currentPage: 3, pageSize: 50 };
    expect(positionFrom(shown, { currentPage: 4, pageSize: 50 }, cursors)).toEqual({ currentPage: 4, pageSize: 50, cursor: { after: 'last-row' } });
    expect(positionFrom(shown, { currentPage: 2, pageSize: 50 }, cursors)).toEqual({ currentPage: 2, pageSize: 50, cursor: { before: 'first-row' } });
    expect(positionFrom({ currentPage: 2, pageSize: 50 }, { currentPage: 1, pageSize: 50 }, cursors)).toEqual({ currentPage: 1, pageSize: 50 });
    expect(positionFrom(shown, { currentPage: 9, pageSize: 50 }, cursors)).toEqual({ currentPage: 9, pageSize: 50 });
    expect(positionFrom(shown, { currentPage: 4, pageSize: 50 }, undefined)).toEqual({ currentPage: 4, pageSize: 50 });
    expect(positionFrom(shown, { currentPage: 4, pageSize: 100 }, cursors)).toEqual({ currentPage: 4, pageSize: 100 });
    const deep = { ...shown, cursor: { after: 'x' } };
    expect(positionFrom(deep, { currentPage: 3, pageSize: 50 }, cursors)).toEqual(deep);
  });

  it('sends the cursor and asks for the page’s cursors, except for pasted numbers', () => {
    const position = { currentPage: 4, pageSize: 50, cursor: { after: 'last-row' } };
    expect(listInputOf(filterInputOf(receive, filters()), 'all', position, false)).toMatchObject({ currentPage: 4, after: 'last-row', withCursors: true });
    const pasted = listInputOf(filterInputOf(receive, filters({ numbers: 'A\nB' })), 'all', position, false);
    expect(pasted).not.toHaveProperty('after');
    expect(pasted).not.toHaveProperty('withCursors');
  });
});
