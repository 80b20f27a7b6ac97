// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashAccountView, FunctionKey, LedgerEntryView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { CommandFailure, failWith } from '../../app/envelope.ts';
import { FailureWatcher } from '../../app/failures/FailureWatcher.tsx';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { CashAccountPage } from './CashAccountPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const prepaid: CashAccountView = {
  customerId: 11, customerCode: 'C0001', customerName: '优品贸易', settlementType: 'prepaid', carrierCompanyNo: 'HYEXP', carrierName: '华远物流',
  carrierNameEn: 'Huayuan Logistics', currency: 'RMB', balance: '12345.60', reserved: '0.00', available: '12345.60', creditLimit: null, lastEntryAt: '2026-11-20T08:30:00.000Z',
};
const monthly: CashAccountView = {
  ...prepaid, customerId: 12, customerCode: 'C0002', customerName: '远航电商', settlementType: 'monthly', currency: 'USD', carrierCompanyNo: 'YHEXP',
  carrierName: '远航快运', carrierNameEn: '',
  balance: '-200.00', reserved: '1000.50', available: '-1200.50', creditLimit: '5000.00', lastEntryAt: null,
};
const entry = (id: number, overrides: Partial<LedgerEntryView>): LedgerEntryView => ({
  id, createdAt: '2026-11-20T08:30:00.000Z', kind: 'recharge', amount: '1000.00', balanceAfter: '1000.00', orderId: null, orderNo: null, rechargeId: null,
  rechargeNo: null, reversesEntryId: null, reversedByEntryId: null, reason: null, createdByName: '出纳小王', ...overrides,
});
const entries = [
  entry(9, { kind: 'reversal', amount: '-50.00', balanceAfter: '12345.60', reversesEntryId: 8, reason: '重复调整' }),
  entry(8, { kind: 'manualAdjustment', amount: '50.00', balanceAfter: '12395.60', reversedByEntryId: 9, reason: '补差' }),
  entry(7, { kind: 'orderCharge', amount: '-154.40', balanceAfter: '12345.60', orderId: 3, orderNo: 'HY2611200001' }),
  entry(6, { kind: 'recharge', amount: '12500.00', balanceAfter: '12500.00', rechargeId: 2, rechargeNo: 'RC2611200001' }),
];
let functions: FunctionKey[] = [];
let companyKind = 'carrier';
let failure: Record<string, CommandFailure | undefined> = {};
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: functions.map((functionKey) => ({ functionKey, visible: true, usable: true })) },
  getUserInfo: { companyKind },
  listCashAccounts: {
    list: [prepaid, monthly], total: 2,
    footer: [{ currency: 'RMB', balance: '12345.60', reserved: '0.00', available: '12345.60' }, { currency: 'USD', balance: '-200.00', reserved: '1000.50', available: '-1200.50' }],
  },
  adjustBalance: { entryId: 10, balance: '11111.06' },
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
/** The element matching `selector` once it is there. */
const shown = (selector: string) => waitFor(() => {
  const element = document.querySelector<HTMLElement>(selector);
  expect(element).toBeTruthy();
  return element!;
});
const drawer = () => shown('.ant-drawer');
const openAccount = async (customer: string) => {
  await userEvent.click(await screen.findByText(customer));
  const opened = await drawer();
  await within(opened).findByText('#7');
  return opened;
};

describe('Cash account page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    functions = ['cash.view', 'cash.adjust'];
    companyKind = 'carrier';
    failure = {};
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string, input: { customerId?: number }) => {
      if (command === 'listLedgerEntries') return { account: input.customerId === monthly.customerId ? monthly : prepaid, list: entries, total: 4 };
      // As the real call does: the shell hears of the failure (and shows its hint), then the caller does.
      if (failure[command]) throw failWith(failure[command]);
      return answers()[command] ?? {};
    });
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists each account with exact amounts, the overdrawn in red, and the sums per currency under them', async () => {
    renderWithProviders(<CashAccountPage />);
    const row = await rowOf('C0001 优品贸易');
    expect(within(row).getByText('预付')).toBeTruthy();
    expect(within(row).getAllByText('12,345.60')[0]!.closest('td')!.style.textAlign).toBe('right');
    expect(within(row).getByText('—', { selector: 'td' })).toBeTruthy();
    const overdrawn = await rowOf('C0002 远航电商');
    expect(within(overdrawn).getByText('-1,200.50').className).toContain('ant-typography-danger');
    expect(within(overdrawn).getByText('5,000.00')).toBeTruthy();
    expect(within(overdrawn).getByText('月结')).toBeTruthy();
    const footer = document.querySelector<HTMLElement>('.ant-table-summary')!;
    expect(within(footer).getByText('列表合计')).toBeTruthy();
    const usd = within(footer).getByText('USD').closest('tr')!;
    expect(within(usd).getByText('1,000.50')).toBeTruthy();
    expect(within(usd).getByText('-1,200.50')).toBeTruthy();
    expect(within(footer).getByText('RMB').closest('tr')!.textContent).toContain('12,345.60');
  });

  it('sends the filters: keyword, currency and overdrawn only', async () => {
    renderWithProviders(<CashAccountPage />);
    await rowOf('C0001 优品贸易');
    fireEvent.change(screen.getByLabelText('客户'), { target: { value: ' C0002 ' } });
    await userEvent.click(screen.getByLabelText('只看透支账户'));
    await userEvent.click(screen.getByText(/^查\s*询$/).closest('button')!);
    await waitFor(() => expect(calls('listCashAccounts').at(-1)?.[2]).toMatchObject({ keyword: 'C0002', overdrawn: true, currentPage: 1 }));
  });

  it("opens an account's entries: kinds in words, signed amounts, what reversed what, an order's entry not reversible", async () => {
    renderWithProviders(<CashAccountPage />);
    const opened = await openAccount('C0001 优品贸易');
    expect(calls('listLedgerEntries')[0]?.[2]).toEqual({ customerId: 11, currency: 'RMB', currentPage: 1, pageSize: 50 });
    expect(within(opened).getByText('C0001 优品贸易 · RMB 账户')).toBeTruthy();
    const charge = within(opened).getByText('#7').closest('tr')!;
    expect(within(charge).getByText('订单扣款')).toBeTruthy();
    expect(within(charge).getByText('-154.40').className).toContain('ant-typography-danger');
    expect(within(charge).getByText('HY2611200001')).toBeTruthy();
    const recharge = within(opened).getByText('#6').closest('tr')!;
    expect(within(recharge).getByText('+12,500.00').className).toContain('ant-typography-success');
    expect(within(recharge).getByText('RC2611200001')).toBeTruthy();
    const reversed = within(opened).getByText('#8').closest('tr')!;
    expect(within(reversed).getByText('已被 #9 冲正')).toBeTruthy();
    expect(within(reversed).getByLabelText('冲正').hasAttribute('disabled')).toBe(true);
    const reversal = within(opened).getByText('#9').closest('tr')!;
    expect(within(reversal).getByText('冲正（冲 #8）')).toBeTruthy();
    expect(within(reversal).getByLabelText('冲正').hasAttribute('disabled')).toBe(true);
    expect(within(charge).getByLabelText('冲正').hasAttribute('disabled')).toBe(true);
    expect(within(recharge).getByLabelText('冲正').hasAttribute('disabled')).toBe(false);
    expect(within(opened).getByText('共 4 条流水')).toBeTruthy();
  });

  it('adjusts a balance with the amount as the exact text typed and its reason', async () => {
    renderWithProviders(<CashAccountPage />);
    const opened = await openAccount('C0001 优品贸易');
    await userEvent.click(within(opened).getByText('调整余额').closest('button')!);
    const dialog = await shown('.ant-modal');
    fireEvent.change(within(dialog).getByLabelText('金额'), { target: { value: '-1234.54' } });
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '运费差额补扣' } });
    await userEvent.click(within(dialog).getByText(/^保\s*存$/).closest('button')!);
    await waitFor(() => expect(calls('adjustBalance')).toHaveLength(1));
    expect(calls('adjustBalance')[0]?.[2]).toEqual({ customerId: 11, currency: 'RMB', amount: '-1234.54', reason: '运费差额补扣' });
    expect(await screen.findByText('已调整，当前余额 11111.06 RMB')).toBeTruthy();
  });

  it('shows the translated refusal of a reversal (60004)', async () => {
    failure = { reverseLedgerEntry: new CommandFailure(60004, { field: 'id', id: 6 }, 'not reversible') };
    renderWithProviders(<><FailureWatcher /><CashAccountPage /></>);
    const opened = await openAccount('C0001 优品贸易');
    await userEvent.click(within(within(opened).getByText('#6').closest('tr')!).getByLabelText('冲正'));
    const dialog = await shown('.ant-modal');
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '扣错客户' } });
    await userEvent.click(within(dialog).getByText(/^冲\s*正$/).closest('button')!);
    await waitFor(() => expect(calls('reverseLedgerEntry')[0]?.[2]).toEqual({ id: 6, reason: '扣错客户' }));
    expect(await screen.findByText('流水 #6 不能冲正：它已被冲正、本身就是冲正流水，或属于订单（请调整余额，或撤销、取消订单）')).toBeTruthy();
  });

  it("sets a billed customer's credit limit as exact text, and removes it as null", async () => {
    renderWithProviders(<CashAccountPage />);
    const opened = await openAccount('C0002 远航电商');
    const limitButton = () => within(opened).getByText('信用额度', { selector: 'button span' }).closest('button')!;
    await userEvent.click(limitButton());
    let dialog = await shown('.ant-modal');
    fireEvent.change(within(dialog).getByLabelText('信用额度'), { target: { value: '8000.25' } });
    await userEvent.click(within(dialog).getByText(/^保\s*存$/).closest('button')!);
    await waitFor(() => expect(calls('setCreditLimit')[0]?.[2]).toEqual({ customerId: 12, currency: 'USD', creditLimit: '8000.25' }));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    await userEvent.click(limitButton());
    dialog = await shown('.ant-modal');
    await userEvent.click(within(dialog).getByLabelText('不设信用额度'));
    await userEvent.click(within(dialog).getByText(/^保\s*存$/).closest('button')!);
    await waitFor(() => expect(calls('setCreditLimit')[1]?.[2]).toEqual({ customerId: 12, currency: 'USD', creditLimit: null }));
  });

  it('offers no credit limit to a prepaid customer, who pays each order at audit', async () => {
    renderWithProviders(<CashAccountPage />);
    const opened = await openAccount('C0001 优品贸易');
    expect(within(opened).getByText('调整余额')).toBeTruthy();
    expect(within(opened).queryByText('信用额度', { selector: 'button span' })).toBeNull();
  });

  it('is read-only without cash.adjust: no adjust, reverse or credit limit', async () => {
    functions = ['cash.view'];
    renderWithProviders(<CashAccountPage />);
    const opened = await openAccount('C0001 优品贸易');
    expect(within(opened).queryByText('调整余额')).toBeNull();
    expect(within(opened).queryByText('信用额度', { selector: 'button span' })).toBeNull();
    expect(within(opened).queryByLabelText('冲正')).toBeNull();
  });

  it('names a cargo owner its carriers in English on English pages, in Chinese where a carrier keeps no English name', async () => {
    companyKind = 'cargoOwner';
    await i18n.changeLanguage('en-US');
    renderWithProviders(<CashAccountPage />);
    expect(within(await rowOf('C0001 优品贸易')).getByText('Huayuan Logistics')).toBeTruthy();
    expect(within(await rowOf('C0002 远航电商')).getByText('远航快运')).toBeTruthy();
    const opened = await openAccount('C0001 优品贸易');
    expect(within(opened).getByText('Huayuan Logistics')).toBeTruthy();
    await i18n.changeLanguage('zh-CN');
    expect(await within(document.querySelector<HTMLElement>('.ant-table-tbody')!).findByText('华远物流')).toBeTruthy();
  });
});
