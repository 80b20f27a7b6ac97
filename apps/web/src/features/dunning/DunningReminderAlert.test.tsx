// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyDunningReminders, MyDunningReminderView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { DunningReminderAlert } from './DunningReminderAlert.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const reminder: MyDunningReminderView = {
  id: 9, billId: 5, billNo: 'BL20260201000005', billDate: '2026-02-01', dueDate: '2026-03-03', currency: 'RMB', openAmount: '12345.60',
  customerCode: 'C1005', customerName: '甬上家居', carrierName: '华运国际物流', sentAt: '2026-03-10T01:00:00.000Z', readAt: null,
};
let mine: MyDunningReminders;
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);

describe('the reminders of the bills page', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    mine = { list: [reminder, { ...reminder, id: 8, billNo: 'BL20260101000004', readAt: '2026-03-02T00:00:00.000Z' }], unread: 1 };
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => {
      if (command === 'markDunningRemindersRead') {
        mine = { list: mine.list.map((row) => ({ ...row, readAt: row.readAt ?? '2026-03-11T00:00:00.000Z' })), unread: 0 };
        return { unread: 0 };
      }
      return command === 'listMyDunningReminders' ? mine : {};
    });
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 1, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('says how many are unread, lists them in a drawer and marks them all read', async () => {
    renderWithProviders(<DunningReminderAlert />);
    expect(await screen.findByText('您有 1 条未读付款提醒')).toBeTruthy();
    await userEvent.click(screen.getByText(/^查\s*看$/).closest('button')!);
    expect(await screen.findByText('账单 BL20260201000005（2026-02-01）尚有 12,345.60 RMB 未付，2026-03-03 到期')).toBeTruthy();
    expect(screen.getAllByText(/^华运国际物流 · C1005 甬上家居 · /)).toHaveLength(2);
    // Only the unread one offers its own mark.
    expect(screen.getAllByText('标为已读')).toHaveLength(1);
    await userEvent.click(screen.getByText('全部标为已读').closest('button')!);
    await waitFor(() => expect(calls('markDunningRemindersRead')).toHaveLength(1));
    expect(calls('markDunningRemindersRead')[0]?.[2]).toEqual({});
    await waitFor(() => expect(screen.queryByText('您有 1 条未读付款提醒')).toBeNull());
  });

  it('shows nothing while none is unread', async () => {
    mine = { list: [{ ...reminder, readAt: '2026-03-02T00:00:00.000Z' }], unread: 0 };
    const { container } = renderWithProviders(<DunningReminderAlert />);
    await waitFor(() => expect(calls('listMyDunningReminders')).toHaveLength(1));
    expect(container.querySelector('.ant-alert')).toBeNull();
  });
});
