// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FunctionKey } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { priceOf } from '../priceQuery/quoteFixtures.ts';
import { billOf, lineOf, taskOf } from './billFixtures.ts';
import { BillDetailsPage } from './BillDetailsPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const bill = billOf(1, { amounts: [{ currency: 'RMB', amount: '12345.60', writtenOff: '0.00', open: '12345.60' }] });
const priced = lineOf(11, { breakdown: priceOf('154.40', { baseFreight: '140.00', surcharges: [{ kind: 'fuel', amount: '14.40' }] }) });
const heavy = lineOf(12, { amount: '1200.00', chargeableWeight: '31.5' });
const adjustment = lineOf(13, { kind: 'adjustment', orderNo: 'HY261120001', amount: '-20.00', disputeReason: '重量不符', waybillNo: null });
const DETAILS = '/financeManagement/billdetails';

let functions: FunctionKey[] = [];
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: functions.map((functionKey) => ({ functionKey, visible: true, usable: true })) },
  getUserInfo: { companyKind: 'carrier' },
  getBill: { bill, writeOffs: [] },
  listBillLines: { list: [priced, heavy, adjustment], total: 3, footer: [{ currency: 'RMB', amount: '1334.40' }] },
  disputeBill: { bill: { ...bill, confirmStatus: 'disputed', disputedLines: 2 }, writeOffs: [] },
  exportBillLines: taskOf(90, 'waiting'),
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const shown = (selector: string) => waitFor(() => {
  const element = document.querySelector<HTMLElement>(selector);
  expect(element).toBeTruthy();
  return element!;
});
const button = (scope: HTMLElement, name: RegExp) => within(scope).getByText(name, { selector: 'button span' }).closest('button')!;
const tick = async (orderNo: string) => userEvent.click(within(await rowOf(orderNo)).getByRole('checkbox'));

describe('Bill details page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    functions = ['bill.view', 'bill.confirm'];
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers()[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it("opens on the bill the address names: its header, its lines with the sums per currency, and a line's freight breakdown", async () => {
    renderWithProviders(<BillDetailsPage />, `${DETAILS}?billId=1`);
    const row = await rowOf('HY2611200011');
    expect(calls('listBillLines')[0]?.[2]).toEqual({ billId: 1, currentPage: 1, pageSize: 50 });
    const header = (await screen.findByText('账单 BL26113001')).closest<HTMLElement>('.ant-card')!;
    expect(within(header).getByText('C0001 优品贸易')).toBeTruthy();
    expect(within(header).getByText('12,345.60 RMB，已核销 0.00 RMB，未核销 12,345.60 RMB')).toBeTruthy();
    expect(within(header).getByText('未确认')).toBeTruthy();
    expect(within(row).getByText('1Z000011')).toBeTruthy();
    expect(within(row).getByText('USFX')).toBeTruthy();
    expect(within(await rowOf('HY2611200012')).getByText('1,200.00 RMB')).toBeTruthy();
    const adjusted = await rowOf('HY261120001');
    expect(within(adjusted).getByText('调整')).toBeTruthy();
    expect(within(adjusted).getByText('-20.00 RMB').className).toContain('ant-typography-danger');
    expect(within(adjusted).getByText('重量不符')).toBeTruthy();
    const footer = document.querySelector<HTMLElement>('.ant-table-summary')!;
    expect(within(footer).getByText('列表合计')).toBeTruthy();
    expect(within(footer).getByText('1,334.40 RMB')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: /展开行|expand/i }));
    const breakdown = await shown('.ant-table-expanded-row');
    const lineOfBreakdown = (label: string) => within(breakdown).getByText(label).closest('tr')!.textContent;
    expect(lineOfBreakdown('基础运费')).toContain('140.00 RMB');
    expect(lineOfBreakdown('燃油')).toContain('14.40 RMB');
    expect(lineOfBreakdown('合计')).toContain('154.40 RMB');
  });

  it('disputes the selected lines with a reason for each', async () => {
    renderWithProviders(<BillDetailsPage />, `${DETAILS}?billId=1`);
    const header = (await screen.findByText('账单 BL26113001')).closest<HTMLElement>('.ant-card')!;
    expect(button(header, /^对所选明细提出异议（0）$/).disabled).toBe(true);
    await tick('HY2611200011');
    await tick('HY2611200012');
    await userEvent.click(button(header, /^对所选明细提出异议（2）$/));
    const dialog = await shown('.ant-modal');
    expect(within(dialog).getByText('已选 2 条明细。提交后账单为“有异议”，与客户核对后可再确认。')).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('每条明细分别填写'));
    fireEvent.change(await within(dialog).findByLabelText('HY2611200011 / 1Z000011 的异议原因'), { target: { value: ' 重量不符 ' } });
    await userEvent.click(button(dialog, /^提交异议$/));
    expect(await within(dialog).findByText('必填')).toBeTruthy();
    expect(calls('disputeBill')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('HY2611200012 / 1Z000012 的异议原因'), { target: { value: '重复计费' } });
    await userEvent.click(button(dialog, /^提交异议$/));
    await waitFor(() => expect(calls('disputeBill')[0]?.[2]).toEqual({
      billId: 1, lines: [{ lineId: 11, reason: '重量不符' }, { lineId: 12, reason: '重复计费' }],
    }));
    expect(await screen.findByText('已对账单 BL26113001 的 2 条明细提出异议')).toBeTruthy();
  });

  it('disputes the selected lines with one reason for all', async () => {
    renderWithProviders(<BillDetailsPage />, `${DETAILS}?billId=1`);
    await tick('HY2611200012');
    await tick('HY261120001');
    const header = (await screen.findByText('账单 BL26113001')).closest<HTMLElement>('.ant-card')!;
    await userEvent.click(button(header, /^对所选明细提出异议（2）$/));
    const dialog = await shown('.ant-modal');
    fireEvent.change(within(dialog).getByLabelText('异议原因'), { target: { value: '未发货' } });
    await userEvent.click(button(dialog, /^提交异议$/));
    await waitFor(() => expect(calls('disputeBill')[0]?.[2]).toEqual({ billId: 1, lines: [{ lineId: 12, reason: '未发货' }, { lineId: 13, reason: '未发货' }] }));
  });

  it('exports the lines as filtered, as a task', async () => {
    renderWithProviders(<BillDetailsPage />, `${DETAILS}?billId=1`);
    await rowOf('HY2611200011');
    await userEvent.click(screen.getByText('导出', { selector: 'button span' }).closest('button')!);
    await waitFor(() => expect(calls('exportBillLines')[0]?.[2]).toEqual({ billId: 1 }));
    expect(await screen.findByText('已开始导出账单明细，完成后可在后台任务中下载')).toBeTruthy();
  });

  it('neither confirms nor selects lines to dispute without bill.confirm', async () => {
    functions = ['bill.view'];
    renderWithProviders(<BillDetailsPage />, `${DETAILS}?billId=1`);
    const row = await rowOf('HY2611200011');
    const header = (await screen.findByText('账单 BL26113001')).closest<HTMLElement>('.ant-card')!;
    expect(within(header).queryByText(/^确\s*认$/)).toBeNull();
    expect(within(header).queryByText(/提出异议/)).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
  });

  it('shows a confirm button for the bill with bill.confirm', async () => {
    renderWithProviders(<BillDetailsPage />, `${DETAILS}?billId=1`);
    const header = (await screen.findByText('账单 BL26113001')).closest<HTMLElement>('.ant-card')!;
    await userEvent.click(button(header, /^确\s*认$/));
    const popup = await shown('.ant-popconfirm');
    await userEvent.click(button(popup, /^确认账单$/));
    await waitFor(() => expect(calls('confirmBill')[0]?.[2]).toEqual({ billId: 1 }));
  });

  it('lists the lines of every bill without a bill in the address, with no header', async () => {
    renderWithProviders(<BillDetailsPage />, DETAILS);
    await rowOf('HY2611200011');
    expect(calls('listBillLines')[0]?.[2]).toEqual({ currentPage: 1, pageSize: 50 });
    expect(screen.queryByText('账单 BL26113001')).toBeNull();
    expect(calls('getBill')).toHaveLength(0);
  });
});
