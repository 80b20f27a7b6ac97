// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { DunningFormOptions, DunningReminderView, DunningRuleView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { DunningPage } from './DunningPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const monthly: DunningRuleView = {
  id: 1, name: '月结逾期', type: 'monthly', amount: '1000.00', currency: 'RMB', billingDate: '2026-01-01', expiryDate: null, dueDays: 30, periodDays: 7,
  modes: ['message', 'sms'], sites: [{ id: 21, code: '1003', nameCn: '义乌分部', nameEn: 'Yiwu Branch' }], users: [{ id: 7, code: 'E010', name: '许静' }],
  enabled: true, reminderCount: 3, lastReminderAt: '2026-03-02T01:00:00.000Z', updatedAt: '2026-03-01T08:30:00.000Z',
};
const options: DunningFormOptions = {
  sites: [
    { id: 20, code: '1001', nameCn: '深圳总部', nameEn: 'Shenzhen Head Office', siteType: 'headOffice', parentId: null },
    { id: 21, code: '1003', nameCn: '义乌分部', nameEn: 'Yiwu Branch', siteType: 'branch', parentId: 20 },
  ],
  users: [{ id: 7, code: 'E010', name: '许静' }],
};
const sent: DunningReminderView = {
  id: 9, ruleId: 1, ruleName: '月结逾期', billId: 5, billNo: 'BL20260201000005', billDate: '2026-02-01', dueDate: '2026-03-03', customerId: 3,
  customerCode: 'C1005', customerName: '甬上家居', slot: 1, currency: 'RMB', openAmount: '1500.00', modes: ['message'], recipientCount: 2, readCount: 1,
  noticeCount: 0, sentAt: '2026-03-10T01:00:00.000Z',
};
let usable = true;
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'dunning.edit', visible: true, usable }] },
  listDunningRules: { list: [monthly], total: 1 },
  getDunningFormOptions: options,
  listDunningReminders: { list: [sent], total: 1 },
  saveDunningRule: { id: 2 },
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const dialog = () => waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
const save = async (scope: HTMLElement) => userEvent.click(within(scope).getByText(/^保\s*存$/).closest('button')!);
const openNew = async () => {
  await userEvent.click((await screen.findByText('新增规则')).closest('button')!);
  return dialog();
};

describe('Dunning page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    usable = true;
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers()[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists the rules with their amount, dates, modes and limits', async () => {
    renderWithProviders(<DunningPage />);
    const row = await rowOf('月结逾期');
    for (const text of ['月结', '1,000.00 RMB', '2026-01-01', '长期有效', '30 天', '7 天', '站内消息', '短信', '1003 义乌分部', '+ 许静', '启用']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    // Cut short in a narrow column, the limits show whole on hover.
    expect(within(row).getByText('1003 义乌分部').closest('td')!.title).toBe('1003 义乌分部\n+ 许静');
  });

  it('saves a new rule: the amount as its exact text, no expiry, no limits', async () => {
    renderWithProviders(<DunningPage />);
    const form = await openNew();
    fireEvent.change(within(form).getByLabelText('规则名称'), { target: { value: '全部逾期' } });
    fireEvent.change(within(form).getByLabelText('起催金额'), { target: { value: '1500.25' } });
    await save(form);
    await waitFor(() => expect(calls('saveDunningRule')).toHaveLength(1));
    expect(calls('saveDunningRule')[0]?.[2]).toEqual({
      name: '全部逾期', type: 'all', amount: '1500.25', currency: 'RMB', billingDate: dayjs().startOf('month').format('YYYY-MM-DD'), expiryDate: null,
      dueDays: 30, periodDays: 7, modes: ['message'], enabled: true, siteIds: [], userIds: [],
    });
  });

  it('refuses no mode and a zero amount before sending, each on its field', async () => {
    renderWithProviders(<DunningPage />);
    const form = await openNew();
    fireEvent.change(within(form).getByLabelText('规则名称'), { target: { value: 'X' } });
    fireEvent.change(within(form).getByLabelText('起催金额'), { target: { value: '0' } });
    await userEvent.click(within(form).getByLabelText('站内消息'));
    await save(form);
    const errorOf = (label: string) => within(form).getByText(label).closest('.ant-form-item')!.querySelector('.ant-form-item-explain-error')?.textContent;
    await waitFor(() => expect(errorOf('提醒方式')).toBe('必填'));
    expect(errorOf('起催金额')).toBe('数值太小');
    expect(calls('saveDunningRule')).toHaveLength(0);
  });

  it('refuses an expiry date before the first bill date, saying why, before sending', async () => {
    renderWithProviders(<DunningPage />);
    await userEvent.click(within(await rowOf('月结逾期')).getByLabelText('编辑'));
    const form = await dialog();
    const expiry = within(form).getByLabelText('失效日期');
    await userEvent.click(expiry);
    await userEvent.type(expiry, '2025-12-31{enter}');
    await save(form);
    expect(await within(form).findByText('失效日期不能早于账单起始日')).toBeTruthy();
    expect(calls('saveDunningRule')).toHaveLength(0);
  });

  it('shows the reminders sent with their number and how many read them', async () => {
    renderWithProviders(<DunningPage />);
    await userEvent.click(await screen.findByRole('tab', { name: '已发提醒' }));
    const row = await rowOf('BL20260201000005');
    for (const text of ['第 2 次', '1,500.00 RMB', '1 / 2', 'C1005', '2026-03-03']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByText('C1005').closest('td')!.title).toBe('C1005 甬上家居');
    expect(within(row).getByText('月结逾期').closest('td')!.title).toBe('月结逾期');
  });

  it('disables every change without the usable right and loads no form options', async () => {
    usable = false;
    renderWithProviders(<DunningPage />);
    const row = await rowOf('月结逾期');
    for (const label of ['编辑', '删除']) expect(within(row).getByLabelText(label).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('新增规则').closest('button')!.hasAttribute('disabled')).toBe(true);
    expect(calls('getDunningFormOptions')).toHaveLength(0);
  });
});
