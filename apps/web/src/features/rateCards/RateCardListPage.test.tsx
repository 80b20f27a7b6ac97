// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RateCardSummary } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { RateCardListPage } from './RateCardListPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const card: RateCardSummary = {
  id: 7, channelId: 3, channelCode: 'HY-US-AIR', channelNameCn: '美国空派专线', channelNameEn: 'US Air Express Line', kind: 'sell', priceLevelId: null, priceLevelName: null, name: '美国 2026 春季',
  currency: 'RMB', validFrom: '2026-03-01', validTo: null, public: true, zoneCount: 2, breakCount: 12, surchargeCount: 3, updatedAt: '2026-03-01T08:30:00.000Z',
};
let functions: string[] = [];
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: functions.map((functionKey) => ({ functionKey, visible: true, usable: true })) },
  listRateCards: { list: [card], total: 1 },
  getOrderRuleFormOptions: { channels: [{ id: 3, code: 'HY-US-AIR', nameCn: '美国空派专线', nameEn: 'US Air Express Line', enabled: true }] },
  deleteRateCard: {},
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
const filters = () => document.querySelector<HTMLElement>('form#rateCardFilters')!;

describe('Rate card list', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    functions = ['rateCard.view', 'rateCard.edit', 'rateCard.cost'];
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers()[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists each card with its channel in the interface language, kind, validity and sizes', async () => {
    renderWithProviders(<RateCardListPage />);
    const row = (await screen.findByText('美国 2026 春季')).closest('tr')!;
    expect(within(row).getByText('HY-US-AIR 美国空派专线')).toBeTruthy();
    expect(within(row).getByText('销售')).toBeTruthy();
    expect(within(row).getByText('公开')).toBeTruthy();
    expect(within(row).getByText('2026-03-01 → 至被替换')).toBeTruthy();
    expect(within(row).getByText('2 / 12 / 3')).toBeTruthy();
    expect(screen.getByText('新增运价表').closest('button')!.hasAttribute('disabled')).toBe(false);
  });

  it("names the price level beside a level's own card", async () => {
    const own = { ...card, id: 8, priceLevelId: 5, priceLevelName: 'VIP', public: false, name: '美国 VIP' };
    callCommand.mockImplementation(async (_service: string, command: string) => (command === 'listRateCards' ? { list: [card, own], total: 2 } : answers()[command] ?? {}));
    renderWithProviders(<RateCardListPage />);
    expect(within((await screen.findByText('美国 VIP')).closest('tr')!).getByText('VIP')).toBeTruthy();
    expect(within(screen.getByText('美国 2026 春季').closest('tr')!).queryByText('VIP')).toBeNull();
  });

  it('deletes a card once confirmed', async () => {
    renderWithProviders(<RateCardListPage />);
    const row = (await screen.findByText('美国 2026 春季')).closest('tr')!;
    await userEvent.click(within(row).getByLabelText('删除'));
    await userEvent.click((await screen.findByText(/确定删除该运价表/)).closest('.ant-popover')!.querySelector<HTMLElement>('.ant-btn-primary')!);
    await waitFor(() => expect(calls('deleteRateCard')[0]?.[2]).toEqual({ id: 7 }));
  });

  it('offers the kind filter only to those who may see costs, and no delete or new without the edit right', async () => {
    renderWithProviders(<RateCardListPage />);
    await screen.findByText('美国 2026 春季');
    expect(within(filters()).getByLabelText('类型')).toBeTruthy();
    functions = ['rateCard.view'];
    document.body.innerHTML = '';
    renderWithProviders(<RateCardListPage />);
    const row = (await screen.findByText('美国 2026 春季')).closest('tr')!;
    expect(within(filters()).queryByLabelText('类型')).toBeNull();
    expect(within(filters()).getByLabelText('渠道')).toBeTruthy();
    expect(within(row).queryByLabelText('删除')).toBeNull();
    expect(screen.queryByText('新增运价表')).toBeNull();
  });
});
