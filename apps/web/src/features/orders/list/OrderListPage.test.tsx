// @vitest-environment jsdom
import '../../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListOrdersOutput, OrderListRow } from '@parcelflow/contract';
import type * as Envelope from '../../../app/envelope.ts';
import { i18n } from '../../../app/i18n.ts';
import { saveSession } from '../../../app/session.ts';
import { renderWithProviders } from '../../../app/testing/renderWithProviders.tsx';
import { ORDER_LIST_CONFIGS } from './listConfigs.ts';
import { OrderListPage } from './OrderListPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const row = (id: number): OrderListRow => ({
  id, orderNo: `PF2611200000000${id}`, waybillNo: null, kind: 'receive', status: 'toBeAudited', version: 1, customerNo: null, referenceNo1: null, referenceNo2: null, referenceNo3: null,
  transferNo: null, fbaNo: null, customerName: 'Star River', channelName: 'EU sea', channelNameEn: 'EU Sea', channelCode: 'HY-EU', country: 'DE', pieces: 2, weight: 1.5,
  declaredValue: 10, itemName: 'Mug', receiverName: 'Erik', createdAt: '2026-11-20T08:00:00Z', auditedAt: null, remoteClass: id === 2 ? 'extendedRemote' : null,
});
const page: ListOrdersOutput = { list: [row(1), row(2)], total: 2, footer: { pieces: 4, weight: 3, declaredValues: { USD: 20 } } };
const pastedPage: ListOrdersOutput = { ...page, list: [row(1)], total: 1, pasted: { missing: ['NOPE'], missingTotal: 1, duplicates: [], duplicatesTotal: 0 } };

/** Header texts, read from the DOM: role queries over a whole antd table are slow in jsdom. */
const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);

const receive = ORDER_LIST_CONFIGS.find((config) => config.listKey === 'receive')!;
const commandsCalled = (name: string) => callCommand.mock.calls.filter(([, command]) => command === name).map(([, , body]) => body);

describe('an order list page', { timeout: 60_000 }, () => {
  let columns: string[];
  let answer: ListOrdersOutput;
  beforeEach(async () => {
    columns = ['orderNo', 'status', 'weight'];
    answer = page;
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string, body: { sortValue?: string; key?: string; withTotals?: boolean }) => {
      if (command === 'getAuthorityMenu') return { authorityMenus: [], authorityFunctions: [] };
      if (command === 'getPreference') return { key: body.key, value: columns };
      if (command === 'countOrdersByStatus') return { all: 2, toBeAudited: 2 };
      // As the server answers: the total and footer only when asked.
      if (command === 'listOrders') {
        const { total, footer, ...rows } = body.sortValue ? pastedPage : answer;
        return body.withTotals ? { ...rows, total, footer } : rows;
      }
      return body;
    });
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it('shows the remembered columns and saves a new choice under the list’s key', async () => {
    renderWithProviders(<OrderListPage config={receive} />);
    expect(await screen.findByText('PF26112000000001')).toBeTruthy();
    expect(headers()).toContain('Weight (kg)');
    expect(headers()).not.toContain('Customer');
    expect(commandsCalled('getPreference')).toContainEqual({ key: 'orderList.receive.columns' });

    await userEvent.click(screen.getByLabelText('Columns'));
    await waitFor(() => expect(document.querySelector('.ant-popover')).toBeTruthy());
    await userEvent.click(within(document.querySelector<HTMLElement>('.ant-popover')!).getByLabelText('Customer'));
    await waitFor(() => expect(commandsCalled('savePreference')).toEqual([{ key: 'orderList.receive.columns', value: ['orderNo', 'status', 'customerName', 'weight'] }]));
    await waitFor(() => expect(headers()).toContain('Customer'));
  });

  it('marks a remote-area order beside its country', async () => {
    columns = ['orderNo', 'country'];
    renderWithProviders(<OrderListPage config={receive} />);
    const remote = (await screen.findByText('PF26112000000002')).closest('tr')!;
    expect(within(remote).getByText('Extended remote')).toBeTruthy();
    expect(within(screen.getByText('PF26112000000001').closest('tr')!).queryByText(/remote/i)).toBeNull();
  });

  it('asks for the totals with the first page of a filter set only and keeps them while paging', async () => {
    columns = ['orderNo', 'weight', 'declaredValue'];
    answer = { ...page, total: 120, footer: { pieces: 240, weight: 180.5, declaredValues: { USD: 1200.5, HKD: 30 } } };
    renderWithProviders(<OrderListPage config={receive} />);
    expect(await screen.findByText('1,200.50 USD')).toBeTruthy();
    expect(screen.getByText('30.00 HKD')).toBeTruthy();
    expect(commandsCalled('listOrders')).toEqual([expect.objectContaining({ currentPage: 1, withTotals: true })]);

    await userEvent.click(document.querySelector<HTMLElement>('.ant-pagination-item-2')!);
    await waitFor(() => expect(commandsCalled('listOrders').at(-1)).toMatchObject({ currentPage: 2, withTotals: false }));
    expect(screen.getByText('Total (120 orders)')).toBeTruthy();
    expect(screen.getByText('1,200.50 USD')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /^To be audited/ }));
    await waitFor(() => expect(commandsCalled('listOrders').at(-1)).toMatchObject({ status: 'toBeAudited', currentPage: 1, withTotals: true }));
    expect(commandsCalled('listOrders').filter((body) => body.withTotals)).toHaveLength(2);
  });

  it('opens on the numbers its address names, as the link to an import\'s orders does', async () => {
    renderWithProviders(<OrderListPage config={receive} />, '/orderManagement/orderLists/receive?numberField=orderNo&numbers=PF26112000000001%0ANOPE');
    await waitFor(() => expect(commandsCalled('listOrders')[0]).toMatchObject({ sortField: 'orderNo', sortValue: 'PF26112000000001\nNOPE', sortMaxRow: 2 }));
    expect((screen.getByLabelText('Numbers') as HTMLTextAreaElement).value).toBe('PF26112000000001\nNOPE');
  });

  it('queries pasted numbers by their count and reports the missing ones once', async () => {
    renderWithProviders(<OrderListPage config={receive} />);
    await screen.findByText('PF26112000000002');
    fireEvent.change(screen.getByLabelText('Numbers'), { target: { value: 'PF26112000000001\nNOPE' } });
    await userEvent.click(screen.getByText('Search'));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('NOPE')).toBeTruthy();
    const sent = commandsCalled('listOrders').at(-1);
    expect(sent).toMatchObject({ sortField: 'orderNo', sortValue: 'PF26112000000001\nNOPE', sortMaxRow: 2, pageSize: 2 });
    expect(sent).not.toHaveProperty('dateFrom');

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('tab', { name: /^To be audited/ }));
    await waitFor(() => expect(commandsCalled('listOrders').at(-1)).toMatchObject({ status: 'toBeAudited' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
