// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { periodDays, type FunctionKey, type MyDunningReminders, type TaskView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { CommandFailure, failWith } from '../../app/envelope.ts';
import { FailureWatcher } from '../../app/failures/FailureWatcher.tsx';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { billOf, taskOf } from './billFixtures.ts';
import { BillQueryPage } from './BillQueryPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const unconfirmed = billOf(1, { amounts: [{ currency: 'RMB', amount: '12345.60', writtenOff: '0.00', open: '12345.60' }, { currency: 'USD', amount: '200.00', writtenOff: '0.00', open: '200.00' }] });
const disputed = billOf(2, { customerCode: 'C0002', customerName: '远航电商', confirmStatus: 'disputed', disputedLines: 2, type: 'supplementary', periodFrom: '2026-11-16' });
const confirmed = billOf(3, {
  customerCode: 'C0003', customerName: '甬上家居', confirmStatus: 'confirmed', writeOffStatus: 'partial', confirmedAt: '2026-12-02T02:00:00.000Z',
  amounts: [{ currency: 'RMB', amount: '1500.00', writtenOff: '1000.00', open: '500.00' }],
});
const writeOffs = [{ id: 5, currency: 'RMB' as const, amount: '1000.00', receiptReference: 'ICBC-7788', receivedDate: '2026-12-03', remark: null, entryId: 40, createdAt: '2026-12-03T03:00:00.000Z', createdByName: '财务小张' }];

let functions: FunctionKey[] = [];
let failure: Record<string, CommandFailure | undefined> = {};
let tasks: TaskView[][] = [];
let reminders: MyDunningReminders = { list: [], unread: 0 };
const answers = (input: { billId?: number }): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: functions.map((functionKey) => ({ functionKey, visible: true, usable: true })) },
  getUserInfo: { companyKind: 'carrier' },
  listBills: {
    list: [unconfirmed, disputed, confirmed], total: 3,
    footer: [{ currency: 'RMB', amount: '26191.20', writtenOff: '1000.00', open: '25191.20' }, { currency: 'USD', amount: '200.00', writtenOff: '0.00', open: '200.00' }],
  },
  getBill: { bill: [unconfirmed, disputed, confirmed].find((bill) => bill.id === input.billId), writeOffs },
  listCustomers: { list: [{ id: 11, code: 'C0001', name: '优品贸易' }], total: 1 },
  generateBills: taskOf(77, 'waiting'),
  // The generation is under way at the first look, then done.
  listMyTasks: { tasks: tasks.length > 1 ? tasks.shift() : tasks[0] ?? [] },
  writeOffBill: { bill: confirmed, writeOffs },
  confirmBill: { bill: { ...unconfirmed, confirmStatus: 'confirmed' }, writeOffs: [] },
  listMyDunningReminders: reminders,
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const shown = (selector: string) => waitFor(() => {
  const element = document.querySelector<HTMLElement>(selector);
  expect(element).toBeTruthy();
  return element!;
});
const button = (scope: HTMLElement, name: RegExp) => within(scope).getByText(name, { selector: 'button span' }).closest('button')!;

async function pick(scope: HTMLElement, label: string, title: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const choices = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`)];
    expect(open.length).toBeGreaterThan(0);
    return open;
  });
  fireEvent.click(choices.at(-1)!);
}

describe('Bill query page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    functions = ['bill.view', 'bill.generate', 'bill.confirm', 'bill.writeOff', 'customer.view'];
    failure = {};
    tasks = [];
    reminders = { list: [], unread: 0 };
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string, input: { billId?: number }) => {
      // As the real call does: the shell hears of the failure (and shows its hint), then the caller does.
      if (failure[command]) throw failWith(failure[command]);
      return answers(input)[command] ?? {};
    });
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists the bills with their amounts per currency, statuses, and the sums of the whole list per currency', async () => {
    renderWithProviders(<BillQueryPage />);
    const first = await rowOf('BL26113001');
    expect(within(first).getByText('2026-11-30', { selector: 'span' })).toBeTruthy();
    // The amount and what is open, both stacked per currency and right aligned.
    expect(within(first).getAllByText('12,345.60 RMB').map((cell) => cell.closest('td')!.style.textAlign)).toEqual(['right', 'right']);
    expect(within(first).getAllByText('200.00 USD')).toHaveLength(2);
    expect(within(first).getByText('未确认')).toBeTruthy();
    expect(within(first).getByText('未核销')).toBeTruthy();
    expect(within(first).getByText('12', { selector: 'span' })).toBeTruthy();
    expect(within(first).getByText('月结')).toBeTruthy();
    const second = await rowOf('BL26113002');
    expect(within(second).getByText('有异议（2 条）')).toBeTruthy();
    expect(within(second).getByText('补充')).toBeTruthy();
    const third = await rowOf('BL26113003');
    expect(within(third).getByText('部分核销')).toBeTruthy();
    expect(within(third).getByText('500.00 RMB')).toBeTruthy();
    const footer = document.querySelector<HTMLElement>('.ant-table-summary')!;
    expect(within(footer).getByText('列表合计')).toBeTruthy();
    const rmb = within(footer).getByText('26,191.20 RMB').closest('tr')!;
    expect(within(rmb).getByText('25,191.20 RMB')).toBeTruthy();
    expect(within(rmb).getByText('已核销 1,000.00 RMB')).toBeTruthy();
    expect(within(footer).getByText('已核销 0.00 USD').closest('tr')!.textContent).toContain('200.00 USD200.00 USD');
  });

  it('sends the filters: keyword, period, confirm status and currency', async () => {
    renderWithProviders(<BillQueryPage />);
    await rowOf('BL26113001');
    const filters = document.querySelector<HTMLElement>('form#billFilters')!;
    fireEvent.change(within(filters).getByLabelText('关键字'), { target: { value: ' BL2611 ' } });
    await pick(filters, '结算周期', '半月结');
    await pick(filters, '确认状态', '有异议');
    await pick(filters, '币种', 'USD');
    await userEvent.click(within(filters).getByText(/^查\s*询$/).closest('button')!);
    await waitFor(() => expect(calls('listBills').at(-1)?.[2]).toEqual({ keyword: 'BL2611', period: 'halfMonth', confirmStatus: 'disputed', currency: 'USD', currentPage: 1, pageSize: 50 }));
  });

  it('generates bills: shows the days billed as the period is picked, starts the task and reloads the list when it ends', async () => {
    renderWithProviders(<BillQueryPage />);
    await rowOf('BL26113001');
    await userEvent.click(screen.getByText('生成账单', { selector: 'button span' }).closest('button')!);
    const dialog = await shown('.ant-modal');
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    // Every billed period at first, each with its own days.
    const weekly = periodDays('weekly', yesterday);
    expect(within(dialog).getByText(`周结：${weekly.from} 至 ${weekly.to}`)).toBeTruthy();
    expect(within(dialog).getByText(`日结：${yesterday}`)).toBeTruthy();
    await pick(dialog, '结算周期', '月结');
    const monthly = periodDays('monthly', yesterday);
    expect(await within(dialog).findByText(`月结：${monthly.from} 至 ${monthly.to}`)).toBeTruthy();
    expect(within(dialog).queryByText(/^周结：/)).toBeNull();
    tasks = [[taskOf(77, 'waiting')], [taskOf(77, 'succeeded', { bills: 3, customers: 2, lines: 120 })]];
    const listed = calls('listBills').length;
    await userEvent.click(button(dialog, /^开始生成$/));
    await waitFor(() => expect(calls('generateBills')[0]?.[2]).toEqual({ period: 'monthly', day: yesterday }));
    expect(await screen.findByText('已开始生成账单，进度见后台任务')).toBeTruthy();
    expect(await screen.findByText('账单已生成：3 张，涉及 2 个客户、120 条明细', {}, { timeout: 8_000 })).toBeTruthy();
    await waitFor(() => expect(calls('listBills').length).toBeGreaterThan(listed));
  });

  it('refuses a write-off above the open amount before sending, and sends a valid one as the exact text typed', async () => {
    renderWithProviders(<BillQueryPage />);
    const row = await rowOf('BL26113003');
    // Only the confirmed bill with something open offers a write-off.
    expect(within(await rowOf('BL26113001')).queryByText('核销', { selector: 'button span' })).toBeNull();
    await userEvent.click(button(row, /^核\s*销$/));
    const dialog = await shown('.ant-modal');
    expect(await within(dialog).findByText('未核销 500.00 RMB')).toBeTruthy();
    expect(await within(dialog).findByText('ICBC-7788')).toBeTruthy();
    expect(within(dialog).getByText('1,000.00 RMB')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('核销金额'), { target: { value: '500.01' } });
    fireEvent.change(within(dialog).getByLabelText('收款凭证号'), { target: { value: 'ICBC-9900' } });
    await userEvent.click(button(dialog, /^核\s*销$/));
    expect(await within(dialog).findByText('核销金额超过该账单未核销的 500.00 RMB')).toBeTruthy();
    expect(calls('writeOffBill')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('核销金额'), { target: { value: '499.99' } });
    await userEvent.click(button(dialog, /^核\s*销$/));
    await waitFor(() => expect(calls('writeOffBill')).toHaveLength(1));
    expect(calls('writeOffBill')[0]?.[2]).toEqual({ billId: 3, currency: 'RMB', amount: '499.99', receiptReference: 'ICBC-9900', receivedDate: dayjs().format('YYYY-MM-DD') });
    expect(await screen.findByText('已核销 499.99 RMB（账单 BL26113003）')).toBeTruthy();
  });

  it("shows the server's refusal of a write-off above the open amount (60006) on the amount", async () => {
    failure = { writeOffBill: new CommandFailure(60006, { field: 'amount', currency: 'RMB', open: '300.00' }, 'above open') };
    renderWithProviders(<><FailureWatcher /><BillQueryPage /></>);
    await userEvent.click(button(await rowOf('BL26113003'), /^核\s*销$/));
    const dialog = await shown('.ant-modal');
    await within(dialog).findByText('ICBC-7788');
    fireEvent.change(within(dialog).getByLabelText('核销金额'), { target: { value: '400' } });
    fireEvent.change(within(dialog).getByLabelText('收款凭证号'), { target: { value: 'ICBC-9901' } });
    await userEvent.click(button(dialog, /^核\s*销$/));
    await waitFor(() => expect(calls('writeOffBill')[0]?.[2]).toMatchObject({ amount: '400' }));
    const field = within(dialog).getByLabelText('核销金额').closest('.ant-form-item')!;
    expect(await within(field as HTMLElement).findByText('核销金额超过该账单未核销的 300.00 RMB')).toBeTruthy();
  });

  it('confirms an unconfirmed or disputed bill with bill.confirm, after asking', async () => {
    renderWithProviders(<BillQueryPage />);
    const first = await rowOf('BL26113001');
    expect(within(await rowOf('BL26113002')).getByText(/^确\s*认$/)).toBeTruthy();
    expect(within(await rowOf('BL26113003')).queryByText(/^确\s*认$/)).toBeNull();
    await userEvent.click(button(first, /^确\s*认$/));
    const popup = await shown('.ant-popconfirm');
    await userEvent.click(button(popup, /^确认账单$/));
    await waitFor(() => expect(calls('confirmBill')[0]?.[2]).toEqual({ billId: 1 }));
    expect(await screen.findByText('账单 BL26113001 已确认')).toBeTruthy();
  });

  it("says above the bills how many of the login's payment reminders are unread, and nothing when none is", async () => {
    const view = renderWithProviders(<BillQueryPage />);
    await rowOf('BL26113001');
    await waitFor(() => expect(calls('listMyDunningReminders')).toHaveLength(1));
    expect(document.querySelector('.ant-alert-warning')).toBeNull();
    view.unmount();
    reminders = {
      list: [{
        id: 9, billId: 1, billNo: 'BL26113001', billDate: '2026-11-30', dueDate: '2026-12-30', currency: 'RMB', openAmount: '12345.60', customerCode: 'C0001',
        customerName: '优品贸易', carrierName: '华运国际物流', sentAt: '2027-01-02T01:00:00.000Z', readAt: null,
      }],
      unread: 1,
    };
    renderWithProviders(<BillQueryPage />);
    const alert = (await screen.findByText('您有 1 条未读付款提醒')).closest<HTMLElement>('.ant-alert')!;
    // Between the filters and the list.
    expect(alert.nextElementSibling?.querySelector('.ant-table')).toBeTruthy();
  });

  it('offers neither confirm, write-off nor generation without their rights', async () => {
    functions = ['bill.view'];
    renderWithProviders(<BillQueryPage />);
    const first = await rowOf('BL26113001');
    expect(within(first).getByText(/^明\s*细$/)).toBeTruthy();
    for (const name of ['BL26113001', 'BL26113002', 'BL26113003']) {
      const row = await rowOf(name);
      expect(within(row).queryByText(/^确\s*认$/)).toBeNull();
      expect(within(row).queryByText(/^核\s*销$/)).toBeNull();
    }
    expect(screen.queryByText('生成账单')).toBeNull();
  });
});
