// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { ExchangeRateView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { CommandFailure } from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { ExchangeRatePage } from './ExchangeRatePage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const usdRmb: ExchangeRateView = { id: 4, fromCurrency: 'USD', toCurrency: 'RMB', effectiveDate: '2026-03-01', rate: '7.12345678', updatedAt: '2026-03-01T08:30:00.000Z' };
let usable = true;
let convert: () => unknown;
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'exchangeRate.edit', visible: true, usable }] },
  listExchangeRates: { list: [usdRmb], total: 1 },
  saveExchangeRate: { id: 5 },
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
const today = dayjs().format('YYYY-MM-DD');

/** Picks a currency in the select labelled `label` inside `scope`. */
async function pick(scope: HTMLElement, label: string, value: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const options = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${value}"]`)];
    expect(open.length).toBeGreaterThan(0);
    return open;
  });
  fireEvent.click(options.at(-1)!);
}
const openNewForm = async () => {
  await userEvent.click((await screen.findByText('新增汇率')).closest('button')!);
  return waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
};
const converter = () => document.querySelector<HTMLElement>('form#exchangeRateConvert')!;
const fillConverter = async (from: string, to: string) => {
  fireEvent.change(within(converter()).getByLabelText('金额'), { target: { value: '10.05' } });
  await pick(converter(), '原币', from);
  await pick(converter(), '目标币', to);
  await userEvent.click(within(converter()).getByText(/^换\s*算$/).closest('button')!);
};

describe('Exchange rate page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    usable = true;
    convert = () => ({ amount: '71.59', rate: '7.12345678', source: { fromCurrency: 'USD', toCurrency: 'RMB', effectiveDate: '2026-03-01', rate: '7.12345678' } });
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => (command === 'convertAmount' ? convert() : answers()[command] ?? {}));
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists the rates by pair and first day, the rate as the exact text sent', async () => {
    renderWithProviders(<ExchangeRatePage />);
    const row = (await screen.findByText('USD → RMB')).closest('tr')!;
    expect(within(row).getByText('2026-03-01')).toBeTruthy();
    expect(within(row).getByText('7.12345678').closest('td')!.style.textAlign).toBe('right');
    expect(within(row).getByText(dayjs(usdRmb.updatedAt).format('YYYY-MM-DD HH:mm:ss'))).toBeTruthy();
  });

  it('saves a new rate with its exact decimal text', async () => {
    renderWithProviders(<ExchangeRatePage />);
    const dialog = await openNewForm();
    await pick(dialog, '原币', 'THB');
    await pick(dialog, '目标币', 'RMB');
    fireEvent.change(within(dialog).getByLabelText('汇率'), { target: { value: '0.20000001' } });
    await userEvent.click(within(dialog).getByText(/^保\s*存$/).closest('button')!);
    await waitFor(() => expect(calls('saveExchangeRate')).toHaveLength(1));
    expect(calls('saveExchangeRate')[0]?.[2]).toEqual({ fromCurrency: 'THB', toCurrency: 'RMB', effectiveDate: today, rate: '0.20000001' });
  });

  it('refuses a pair of one currency before sending it', async () => {
    renderWithProviders(<ExchangeRatePage />);
    const dialog = await openNewForm();
    await pick(dialog, '原币', 'USD');
    await pick(dialog, '目标币', 'USD');
    fireEvent.change(within(dialog).getByLabelText('汇率'), { target: { value: '1.5' } });
    await userEvent.click(within(dialog).getByText(/^保\s*存$/).closest('button')!);
    await waitFor(() => expect(within(dialog).getByText('须与原币不同')).toBeTruthy());
    expect(calls('saveExchangeRate')).toHaveLength(0);
  });

  it('converts an amount and says the rate used and where it comes from', async () => {
    renderWithProviders(<ExchangeRatePage />);
    await screen.findByText('USD → RMB');
    await fillConverter('USD', 'RMB');
    expect(await screen.findByText('71.59 RMB')).toBeTruthy();
    expect(screen.getByText('汇率 7.12345678，USD → RMB，2026-03-01 起生效')).toBeTruthy();
    expect(calls('convertAmount')[0]?.[2]).toEqual({ amount: '10.05', fromCurrency: 'USD', toCurrency: 'RMB', day: today });
    expect(calls('convertAmount')[0]?.[3]).toEqual({ silent: true });
  });

  it('names the reverse pair when its inverse is used, and says when no rate is in force', async () => {
    convert = () => ({ amount: '1.41', rate: '0.14038', source: { fromCurrency: 'USD', toCurrency: 'RMB', effectiveDate: '2026-03-01', rate: '7.12345678' } });
    renderWithProviders(<ExchangeRatePage />);
    await screen.findByText('USD → RMB');
    await fillConverter('RMB', 'USD');
    expect(await screen.findByText('汇率 0.14038，为 USD → RMB 7.12345678 的倒数，2026-03-01 起生效')).toBeTruthy();
    convert = () => { throw new CommandFailure(400, { field: 'day', reason: 'notFound' }, 'not found'); };
    await userEvent.click(within(converter()).getByText(/^换\s*算$/).closest('button')!);
    expect(await screen.findByText(`${today} 没有生效的 RMB → USD 汇率：请为该币种对或其反向币种对录入生效日期不晚于当天的汇率。`)).toBeTruthy();
  });

  it('disables changes for a user who may see but not use them', async () => {
    usable = false;
    renderWithProviders(<ExchangeRatePage />);
    expect(within((await screen.findByText('USD → RMB')).closest('tr')!).getByLabelText('编辑').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('新增汇率').closest('button')!.hasAttribute('disabled')).toBe(true);
  });
});
