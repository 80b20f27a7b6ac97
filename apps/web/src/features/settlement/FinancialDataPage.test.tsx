// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { FunctionKey, SettlementChartOutput } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { FinancialDataPage } from './FinancialDataPage.tsx';
// Loaded ahead, as the tab would lazily: a first transform in the test runner outlasts the queries' timeout.
import './FinancialOverview.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));
vi.mock('./chart/LazyEChart.tsx', async () => ({ LazyEChart: (await import('./chart/chartStub.testing.tsx')).ChartStub }));

let functions: FunctionKey[] = [];
const series = [{ bucket: '2026-02-01', receivable: '1200.50', received: '800.00' }, { bucket: '2026-03-01', receivable: '0.00', received: '0.00' }];
const chartOf = (ranked: string, currency: string): SettlementChartOutput => ({
  series,
  top: ranked === 'channel'
    ? [{ key: '5', code: 'HY-DHL', name: 'DHL 国际快递', receivable: currency === 'USD' ? '9.99' : '1200.50', received: null }]
    : [{ key: '3', code: '1002', name: '广州网点', receivable: '700.00', received: '500.00' }, { key: '0', code: null, name: null, receivable: '500.50', received: '300.00' }],
});
const answers = (input: { ranked?: string; currency?: string }): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: functions.map((functionKey) => ({ functionKey, visible: true, usable: true })) },
  listExchangeRates: { list: [{ id: 4, fromCurrency: 'USD', toCurrency: 'RMB', effectiveDate: '2026-03-01', rate: '7.12345678', updatedAt: '2026-03-01T08:30:00.000Z' }], total: 1 },
  settlementChart: chartOf(input.ranked ?? '', input.currency ?? 'RMB'),
});
const chartCalls = () => callCommand.mock.calls.filter(([, name]) => name === 'settlementChart').map(([, , input]) => input as Record<string, unknown>);

describe('Financial data page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    functions = [];
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string, input: { ranked?: string; currency?: string }) => answers(input ?? {})[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('shows only the exchange rates to a user without settlement.view, and asks for no figures', async () => {
    renderWithProviders(<FinancialDataPage />);
    expect(await screen.findByText('USD → RMB', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(chartCalls()).toEqual([]);
  });

  it('opens on the overview: the last 12 months by month, the top channels and the receivable per site', async () => {
    functions = ['settlement.view', 'exchangeRate.view'];
    renderWithProviders(<FinancialDataPage />);
    const trend = await screen.findByRole('img', { name: '近 12 个月应收与实收（RMB）' }, { timeout: 15_000 });
    await waitFor(() => expect(trend.textContent).toBe('应收 1200.5,0 | 实收 800,0 @ 2026-02,2026-03'));
    const from = dayjs().subtract(11, 'month').startOf('month').format('YYYY-MM-DD');
    expect(chartCalls()).toEqual(expect.arrayContaining([
      expect.objectContaining({ dateFrom: from, dateTo: dayjs().format('YYYY-MM-DD'), currency: 'RMB', bucket: 'month', ranked: 'channel' }),
      expect.objectContaining({ ranked: 'site' }),
    ]));
    // The largest on top: drawn bottom up. A channel has no receipts of its own; customers without a site are named so.
    expect((await screen.findByRole('img', { name: '应收最多的 10 个渠道（RMB）' })).textContent).toBe('应收 1200.5 @ HY-DHL DHL 国际快递');
    expect((await screen.findByRole('img', { name: '各网点应收（前 10，RMB）' })).textContent).toBe('应收 500.5,700 | 实收 300,500 @ 无网点,1002 广州网点');
  });

  it('draws another currency when picked, and keeps the rates in their own tab', async () => {
    functions = ['settlement.view', 'exchangeRate.view'];
    renderWithProviders(<FinancialDataPage />);
    const trend = await screen.findByRole('img', { name: '近 12 个月应收与实收（RMB）' }, { timeout: 15_000 });
    await waitFor(() => expect(trend.textContent).toContain('1200.5'));
    await userEvent.click(screen.getByText('USD'));
    expect((await screen.findByRole('img', { name: '应收最多的 10 个渠道（USD）' })).textContent).toBe('应收 9.99 @ HY-DHL DHL 国际快递');
    await userEvent.click(screen.getByRole('tab', { name: '汇率' }));
    const rates = await screen.findByText('USD → RMB');
    expect(within(rates.closest('tr')!).getByText('7.12345678')).toBeTruthy();
  });
});
