// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { ListSettlementDetailsOutput, SettlementChartOutput } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { SettlementDetailsPage } from './SettlementDetailsPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));
vi.mock('./chart/LazyEChart.tsx', async () => ({ LazyEChart: (await import('./chart/chartStub.testing.tsx')).ChartStub }));

const byCustomer: ListSettlementDetailsOutput = {
  list: [
    { key: '11', code: 'C0001', name: '优品贸易', currency: 'RMB', orders: 2, receivable: '1234567.50', billed: '0.00', unbilled: '1234567.50', received: '1000.00', balanceMovement: '-1233567.50' },
    { key: '12', code: 'C0002', name: '远航电商', currency: 'USD', orders: 1, receivable: '177.58', billed: '177.58', unbilled: '0.00', received: '0.00', balanceMovement: '0.00' },
  ],
  total: 2,
  footer: [
    { currency: 'RMB', orders: 2, receivable: '1234567.50', billed: '0.00', unbilled: '1234567.50', received: '1000.00', balanceMovement: '-1233567.50' },
    { currency: 'USD', orders: 1, receivable: '177.58', billed: '177.58', unbilled: '0.00', received: '0.00', balanceMovement: '0.00' },
  ],
};
const byChannel: ListSettlementDetailsOutput = {
  list: [{ key: '5', code: 'HY-DHL', name: 'DHL 国际快递', currency: 'RMB', orders: 3, receivable: '532.74', billed: '177.58', unbilled: '355.16', received: null, balanceMovement: null }],
  total: 1,
  footer: [{ currency: 'RMB', orders: 3, receivable: '532.74', billed: '177.58', unbilled: '355.16', received: null, balanceMovement: null }],
};
const byWeek: ListSettlementDetailsOutput = {
  list: [{ key: '2026-03-02', code: null, name: null, currency: 'RMB', orders: 1, receivable: '10.00', billed: '0.00', unbilled: '10.00', received: '0.00', balanceMovement: '0.00' }],
  total: 1,
  footer: [{ currency: 'RMB', orders: 1, receivable: '10.00', billed: '0.00', unbilled: '10.00', received: '0.00', balanceMovement: '0.00' }],
};
const chart: SettlementChartOutput = {
  series: [{ bucket: dayjs().startOf('month').format('YYYY-MM-DD'), receivable: '355.16', received: '1000.00' }],
  top: [],
};
const answers = (input: { dimension?: string }): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'settlement.view', visible: true, usable: true }] },
  listSettlementDetails: input.dimension === 'channel' ? byChannel : input.dimension === 'period' ? byWeek : byCustomer,
  settlementChart: chart,
  exportSettlementDetails: { id: 9 },
  listMyTasks: { tasks: [] },
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
const lastInput = (command: string) => calls(command).at(-1)?.[2] as Record<string, unknown>;
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const monthStart = dayjs().startOf('month').format('YYYY-MM-DD');
const today = dayjs().format('YYYY-MM-DD');

async function groupBy(label: string) {
  fireEvent.mouseDown(screen.getByLabelText('汇总方式'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`)];
    expect(found.length).toBeGreaterThan(0);
    return found.at(-1)!;
  });
  fireEvent.click(option);
  await userEvent.click(screen.getByText(/^查\s*询$/).closest('button')!);
}

describe('Settlement details page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string, input: { dimension?: string }) => answers(input ?? {})[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('opens on this month by customer: the rows as the exact text sent, with the sums per currency under them', async () => {
    renderWithProviders(<SettlementDetailsPage />);
    const row = await rowOf('优品贸易');
    expect(lastInput('listSettlementDetails')).toMatchObject({ dateFrom: monthStart, dateTo: today, dimension: 'customer', bucket: 'month' });
    expect(within(row).getAllByText('1,234,567.50').at(0)!.closest('td')!.style.textAlign).toBe('right');
    expect(within(row).getByText('-1,233,567.50').closest('.ant-typography-danger')).toBeTruthy();
    const footer = document.querySelector<HTMLElement>('.ant-table-summary')!;
    expect(within(footer).getByText('合计')).toBeTruthy();
    expect(within(footer).getAllByText('177.58')).toHaveLength(2);
  });

  it('draws receivable against received above the table, in RMB by day for a month', async () => {
    renderWithProviders(<SettlementDetailsPage />);
    const drawn = await screen.findByRole('img', { name: '应收与实收（RMB）' });
    await waitFor(() => expect(drawn.textContent).toBe(`应收 355.16 | 实收 1000 @ ${monthStart}`));
    expect(lastInput('settlementChart')).toMatchObject({ dateFrom: monthStart, dateTo: today, currency: 'RMB', bucket: 'day' });
  });

  it('groups by channel with receipts shown as not attributable, and by week from its Monday', async () => {
    renderWithProviders(<SettlementDetailsPage />);
    await rowOf('优品贸易');
    await groupBy('按渠道');
    const row = await rowOf('HY-DHL');
    expect(lastInput('listSettlementDetails')).toMatchObject({ dimension: 'channel' });
    expect(within(row).getAllByText('—')).toHaveLength(2);
    expect(screen.getAllByText('渠道编码').length).toBeGreaterThan(0);
    await groupBy('按周');
    expect(await screen.findByText('2026-03-02 至 2026-03-08')).toBeTruthy();
    expect(lastInput('listSettlementDetails')).toMatchObject({ dimension: 'period', bucket: 'week' });
    expect(lastInput('settlementChart')).toMatchObject({ bucket: 'week' });
  });

  it('exports the list as filtered through the task box', async () => {
    renderWithProviders(<SettlementDetailsPage />);
    await rowOf('优品贸易');
    await userEvent.click(screen.getByText('导出 Excel').closest('button')!);
    await waitFor(() => expect(calls('exportSettlementDetails')).toHaveLength(1));
    expect(lastInput('exportSettlementDetails')).toEqual({ dateFrom: monthStart, dateTo: today, dimension: 'customer', bucket: 'month' });
    expect(await screen.findByText('已开始导出，完成后可在任务框下载')).toBeTruthy();
  });
});
