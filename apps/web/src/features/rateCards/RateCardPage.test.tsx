// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { RateCardView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { CommandFailure } from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { RateCardForm } from './RateCardForm.tsx';
import { RateCardPage } from './RateCardPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const countries = [{ value: 'US', label: 'US United States' }, { value: 'CA', label: 'CA Canada' }];
let functions: string[] = [];
let save: () => unknown;
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: functions.map((functionKey) => ({ functionKey, visible: true, usable: true })) },
  getOrderRuleFormOptions: { channels: [{ id: 3, code: 'HY-US-AIR', nameCn: '美国空派专线', nameEn: 'US Air Express Line', enabled: true }] },
  getDestCountryComboBox: { list: countries, pageCount: 1 },
  getPriceLevelOptions: { levels: [{ id: 5, name: 'VIP' }], channels: [], groups: [] },
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
const today = dayjs().format('YYYY-MM-DD');
const NEW_PATH = '/financeManagement/rateCards/new';

/** Picks the option titled `title` in the select labelled `label`. */
async function pick(label: string, title: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`)];
    expect(open.length, `${label}: ${title}`).toBeGreaterThan(0);
    return open;
  });
  fireEvent.click(options.at(-1)!);
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saveButton = () => screen.getByText(/^保\s*存$/).closest('button')!;
const cellOf = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;

/** A new card of two zones (US, CA) and two breaks, zone 2 not served up to 0.5 kg. */
async function fillNewCard() {
  renderWithProviders(<RateCardPage />, NEW_PATH);
  // The form opens for editing once the rights have arrived.
  await screen.findByText(/^保\s*存$/);
  await pick('渠道', 'HY-US-AIR 美国空派专线');
  type('名称', '美国 2026');
  await userEvent.click(screen.getByText('新增分区').closest('button')!);
  await pick('国家 1.1', 'US United States');
  await pick('国家 2.1', 'CA Canada');
  type('止（公斤） 1', '0.5');
  type('分区 1 1', '12.5');
  await userEvent.click(screen.getByText('新增重量段').closest('button')!);
  type('止（公斤） 2', '20');
  await pick('计价方式 2', '按公斤');
  type('分区 1 2', '8.8');
  type('分区 2 2', '1234567890.1234');
}

describe('Rate card page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    functions = ['rateCard.view', 'rateCard.edit', 'rateCard.cost'];
    save = () => ({ id: 9 });
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => (command === 'saveRateCard' ? save() : answers()[command] ?? {}));
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('saves a new card whole: decimal text as typed, one price per zone in the zones order, blank as not served', async () => {
    await fillNewCard();
    await userEvent.click(saveButton());
    await waitFor(() => expect(calls('saveRateCard')).toHaveLength(1));
    expect(calls('saveRateCard')[0]?.[2]).toEqual({
      channelId: 3, kind: 'sell', priceLevelId: null, name: '美国 2026', currency: 'RMB', validFrom: today, validTo: null, public: false,
      volumetricBasis: 'shipment', volumetricDivisor: 5000, weightStep: '0.5', minCharge: '0', serviceTerms: '',
      zones: [
        { code: '1', name: '', destinations: [{ country: 'US', postcodes: [], cities: [] }] },
        { code: '2', name: '', destinations: [{ country: 'CA', postcodes: [], cities: [] }] },
      ],
      breaks: [
        { fromKg: '0', toKg: '0.5', method: 'flat', prices: ['12.5', null] },
        { fromKg: '0.5', toKg: '20', method: 'perKg', prices: ['8.8', '1234567890.1234'] },
      ],
      surcharges: [],
    });
  });

  it("saves a price level's own selling card, never public", async () => {
    await fillNewCard();
    await pick('价格等级', 'VIP');
    await waitFor(() => expect(screen.queryByLabelText('公开')).toBeNull());
    await userEvent.click(saveButton());
    await waitFor(() => expect(calls('saveRateCard')).toHaveLength(1));
    expect(calls('saveRateCard')[0]?.[2]).toMatchObject({ kind: 'sell', priceLevelId: 5, public: false });
  });

  it("shows the server's refusal on the very cell it names", async () => {
    save = () => { throw new CommandFailure(400, { field: 'breaks.1.fromKg', reason: 'gap' }, 'gap'); };
    await fillNewCard();
    await userEvent.click(saveButton());
    await waitFor(() => expect(within(cellOf('起（公斤） 2')).getByText('与上一行之间有空缺')).toBeTruthy());
    expect(within(cellOf('起（公斤） 1')).queryByText('与上一行之间有空缺')).toBeNull();
  });

  it('keeps a card read-only without the edit right, and its kind out of sight without the cost right', async () => {
    functions = ['rateCard.view'];
    const card: RateCardView = {
      id: 7, channelId: 3, channelCode: 'HY-US-AIR', channelNameCn: '美国空派专线', channelNameEn: 'US Air Express Line', kind: 'sell', priceLevelId: null, priceLevelName: null, name: '美国 2026 春季',
      currency: 'USD', validFrom: '2026-03-01', validTo: null, public: true, zoneCount: 1, breakCount: 1, surchargeCount: 1, updatedAt: '2026-03-01T08:30:00.000Z',
      volumetricBasis: 'shipment', volumetricDivisor: 6000, weightStep: '0.5', minCharge: '30', serviceTerms: '',
      zones: [{ code: '1', name: '美西', destinations: [{ country: 'US', postcodes: ['90-96'], cities: [] }] }],
      breaks: [{ fromKg: '0', toKg: '0.5', method: 'flat', prices: ['45.00'] }],
      surcharges: [{ kind: 'fuel', basis: 'percent', amount: '12.5' }],
    };
    renderWithProviders(<RateCardForm card={card} />);
    expect(await screen.findByText('您可以查看但不能修改该运价表')).toBeTruthy();
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('美国 2026 春季');
    expect(screen.getByLabelText('名称').hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText('分区 1 1') as HTMLInputElement).value).toBe('45');
    expect(screen.getByLabelText('分区 1 1').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('新增分区')).toBeNull();
    expect(screen.queryByLabelText('删除重量段')).toBeNull();
    expect(screen.queryByText(/^保\s*存$/)).toBeNull();
    expect(screen.queryByLabelText('类型')).toBeNull();
    expect(screen.getByText('%')).toBeTruthy();
  });

  it('lets holders of the cost right choose a cost card, which is never public', async () => {
    renderWithProviders(<RateCardPage />, NEW_PATH);
    expect(await screen.findByLabelText('类型')).toBeTruthy();
    await screen.findByText(/^保\s*存$/);
    expect(screen.getByLabelText('公开')).toBeTruthy();
    await pick('类型', '成本');
    await waitFor(() => expect(screen.queryByLabelText('公开')).toBeNull());
  });
});
