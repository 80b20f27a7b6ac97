// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { FunctionKey, RechargeView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { CommandFailure, failWith } from '../../app/envelope.ts';
import { FailureWatcher } from '../../app/failures/FailureWatcher.tsx';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { RechargePage } from './RechargePage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const pending: RechargeView = {
  id: 5, rechargeNo: 'RC2611200005', customerId: 11, customerCode: 'C0001', customerName: '优品贸易', carrierCompanyNo: 'HYEXP', amount: '12500.00', currency: 'RMB',
  bankReference: 'ICBC-889900', transferDate: '2026-11-19', remark: null, provider: 'offline', status: 'pending', voucherFileId: 31, voucherName: '回单.pdf',
  recordedAt: '2026-11-20T08:30:00.000Z', recordedByName: '优品小李', handledAt: null, handledByName: null, rejectReason: null, entryId: null,
};
const rejected: RechargeView = {
  ...pending, id: 4, rechargeNo: 'RC2611190004', amount: '300.00', currency: 'USD', status: 'rejected', voucherFileId: null, voucherName: null,
  handledAt: '2026-11-19T09:00:00.000Z', handledByName: '出纳小王', rejectReason: '查无此笔到账',
};
let functions: FunctionKey[] = [];
let failure: Record<string, CommandFailure | undefined> = {};
let companyKind = 'carrier';
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: functions.map((functionKey) => ({ functionKey, visible: true, usable: true })) },
  getUserInfo: { companyKind },
  listRecharges: { list: [pending, rejected], total: 2 },
  listCustomers: { list: [{ id: 11, code: 'C0001', name: '优品贸易' }], total: 1 },
  partnerCarrierComboBox: { list: [{ value: 'HYEXP', label: 'HYEXP 华运国际物流' }], pageCount: 1 },
  confirmRecharge: { id: 5, entryId: 40, balance: '12500.00' },
  rejectRecharge: { ...pending, status: 'rejected' },
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
const fetched = vi.fn();
const shown = (selector: string) => waitFor(() => {
  const element = document.querySelector<HTMLElement>(selector);
  expect(element).toBeTruthy();
  return element!;
});
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const fileOf = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

async function pick(scope: HTMLElement, label: string, title: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const choices = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`)];
    expect(open.length).toBeGreaterThan(0);
    return open;
  });
  fireEvent.click(choices.at(-1)!);
}
async function openRecordForm(partyLabel = '客户') {
  await userEvent.click((await screen.findByText('登记转账')).closest('button')!);
  const dialog = await shown('.ant-modal');
  await within(dialog).findByLabelText(partyLabel);
  return dialog;
}
const chooseVoucher = (dialog: HTMLElement, file: File) => fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [file] } });
const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByText(/^登\s*记$/).closest('button')!);

describe('Recharge page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    functions = ['recharge.view', 'recharge.record', 'recharge.confirm', 'customer.view'];
    failure = {};
    companyKind = 'carrier';
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => {
      // As the real call does: the shell hears of the failure (and shows its hint), then the caller does.
      if (failure[command]) throw failWith(failure[command]);
      return answers()[command] ?? {};
    });
    fetched.mockReset();
    fetched.mockResolvedValue({ ok: true, status: 200, json: async () => ({ result_code: 0, message: '', body: JSON.stringify({ ...pending, id: 6, rechargeNo: 'RC2611270006' }) }) });
    vi.stubGlobal('fetch', fetched);
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the recharges with status, exact amount, who recorded and handled them, and the cashier\'s buttons on pending ones only', async () => {
    renderWithProviders(<RechargePage />);
    const row = await rowOf('RC2611200005');
    expect(within(row).getByText('待确认')).toBeTruthy();
    expect(within(row).getByText('12,500.00 RMB').closest('td')!.style.textAlign).toBe('right');
    expect(within(row).getByText('回单.pdf')).toBeTruthy();
    expect(within(row).getByText('优品小李')).toBeTruthy();
    expect(within(row).getByText(/^确\s*认$/)).toBeTruthy();
    const done = await rowOf('RC2611190004');
    expect(within(done).getByText('已驳回')).toBeTruthy();
    expect(within(done).getByText('查无此笔到账')).toBeTruthy();
    expect(within(done).queryByText(/^确\s*认$/)).toBeNull();
    expect(within(done).queryByText(/^驳\s*回$/)).toBeNull();
  });

  it('refuses a voucher too large or of another kind before sending anything', async () => {
    renderWithProviders(<RechargePage />);
    const dialog = await openRecordForm();
    chooseVoucher(dialog, fileOf('scan.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('凭证不能超过 2 兆字节')).toBeTruthy();
    chooseVoucher(dialog, fileOf('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 1000));
    expect(await within(dialog).findByText('凭证须为 PNG、JPEG 或 PDF 文件')).toBeTruthy();
    await pick(dialog, '客户', 'C0001 优品贸易');
    fireEvent.change(within(dialog).getByLabelText('金额'), { target: { value: '1500.5' } });
    fireEvent.change(within(dialog).getByLabelText('银行流水号'), { target: { value: 'ICBC-1' } });
    await submit(dialog);
    expect(await within(dialog).findByText('请上传转账凭证')).toBeTruthy();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('records a transfer as multipart: head, the exact input, then the voucher', async () => {
    renderWithProviders(<RechargePage />);
    const dialog = await openRecordForm();
    await pick(dialog, '客户', 'C0001 优品贸易');
    fireEvent.change(within(dialog).getByLabelText('金额'), { target: { value: '1500.55' } });
    await pick(dialog, '币种', 'USD');
    fireEvent.change(within(dialog).getByLabelText('银行流水号'), { target: { value: ' ICBC-889901 ' } });
    const voucher = fileOf('回单.jpg', 'image/jpeg', 2 * 1024 * 1024);
    chooseVoucher(dialog, voucher);
    expect(await within(dialog).findByText('回单.jpg')).toBeTruthy();
    await submit(dialog);
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    const [url, init] = fetched.mock.calls[0] as [string, { body: FormData }];
    expect(url).toBe('api/pay/recordRecharge/1.0');
    expect([...init.body.keys()]).toEqual(['head', 'body', 'file']);
    expect(JSON.parse(String(init.body.get('head')))).toMatchObject({ command: 'recordRecharge', token: 't' });
    expect(JSON.parse(String(init.body.get('body')))).toEqual({ customerId: 11, amount: '1500.55', currency: 'USD', bankReference: 'ICBC-889901', transferDate: dayjs().format('YYYY-MM-DD') });
    expect((init.body.get('file') as File).name).toBe('回单.jpg');
    expect(await screen.findByText('充值 RC2611270006 已登记，等待出纳确认')).toBeTruthy();
  });

  it('lets a cargo owner name its partner carrier, not a customer, so a first recharge there needs no account', async () => {
    companyKind = 'cargoOwner';
    functions = ['recharge.view', 'recharge.record'];
    renderWithProviders(<RechargePage />);
    const dialog = await openRecordForm('承运商');
    expect(within(dialog).queryByLabelText('客户')).toBeNull();
    await pick(dialog, '承运商', 'HYEXP 华运国际物流');
    fireEvent.change(within(dialog).getByLabelText('金额'), { target: { value: '800' } });
    fireEvent.change(within(dialog).getByLabelText('银行流水号'), { target: { value: 'CMB-1' } });
    chooseVoucher(dialog, fileOf('slip.png', 'image/png', 100));
    await submit(dialog);
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    const [, init] = fetched.mock.calls[0] as [string, { body: FormData }];
    expect(JSON.parse(String(init.body.get('body')))).toEqual({ carrierCompanyNo: 'HYEXP', amount: '800', currency: 'RMB', bankReference: 'CMB-1', transferDate: dayjs().format('YYYY-MM-DD') });
    expect(calls('listCashAccounts')).toEqual([]);
  });

  it('confirms a pending recharge, and says in words when another cashier handled it first (60003)', async () => {
    renderWithProviders(<><FailureWatcher /><RechargePage /></>);
    const confirmIn = async () => {
      await userEvent.click(within(await rowOf('RC2611200005')).getByText(/^确\s*认$/).closest('button')!);
      const popover = await shown('.ant-popover:not(.ant-popover-hidden)');
      expect(within(popover).getByText('将把 12,500.00 RMB 计入 C0001 优品贸易 的账户。')).toBeTruthy();
      await userEvent.click(within(popover).getByText('确认到账').closest('button')!);
    };
    await confirmIn();
    await waitFor(() => expect(calls('confirmRecharge')[0]?.[2]).toEqual({ id: 5 }));
    expect(await screen.findByText('已确认，账户余额 12,500.00 RMB')).toBeTruthy();
    failure = { confirmRecharge: new CommandFailure(60003, { field: 'id', status: 'confirmed' }, 'handled') };
    await confirmIn();
    expect(await screen.findByText('该充值已处理（已确认），不能再确认或驳回')).toBeTruthy();
  });

  it('rejects a pending recharge with its reason', async () => {
    renderWithProviders(<RechargePage />);
    await userEvent.click(within(await rowOf('RC2611200005')).getByText(/^驳\s*回$/).closest('button')!);
    const dialog = await shown('.ant-modal');
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '金额与到账不符' } });
    await userEvent.click(within(dialog).getByText(/^驳\s*回$/, { selector: '.ant-modal-footer span' }).closest('button')!);
    await waitFor(() => expect(calls('rejectRecharge')[0]?.[2]).toEqual({ id: 5, reason: '金额与到账不符' }));
  });

  it('shows no cashier buttons without recharge.confirm, and no record button without recharge.record', async () => {
    functions = ['recharge.view'];
    renderWithProviders(<RechargePage />);
    const row = await rowOf('RC2611200005');
    expect(within(row).queryByText(/^确\s*认$/)).toBeNull();
    expect(screen.queryByText('登记转账')).toBeNull();
  });
});
