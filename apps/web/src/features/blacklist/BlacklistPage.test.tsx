// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlacklistEntryView, BlacklistRuleView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { CommandFailure } from '../../app/envelope.ts';
import { describeFailure } from '../../app/failures/planFailure.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { BlacklistPage } from './BlacklistPage.tsx';
import { BlacklistRulePage } from './BlacklistRulePage.tsx';
import { describeBlacklistHits } from './blacklistHits.ts';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const entry = (over: Partial<BlacklistEntryView>): BlacklistEntryView => ({
  id: 1, subject: 'phone', matchKind: 'exact', value: '+1 555 0199', customerId: null, customerCode: null, customerName: null, note: 'chargebacks',
  enabled: true, updatedAt: '2026-11-27T10:00:00.000Z', ...over,
});
const rule = (over: Partial<BlacklistRuleView>): BlacklistRuleView => ({ subject: 'phone', fields: ['receiver.phone', 'sender.phone'], action: 'refuse', enabled: true, entries: 1, updatedAt: null, ...over });
const answers: Record<string, unknown> = {
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: ['blacklist.edit', 'blacklistRule.edit'].map((functionKey) => ({ functionKey, visible: true, usable: true })) },
  listBlacklistEntries: { list: [entry({}), entry({ id: 2, subject: 'goods', matchKind: 'contains', value: 'lithium', customerId: 7, customerCode: 'C0002', customerName: 'Youpin' })], total: 2 },
  listBlacklistRules: [rule({}), rule({ subject: 'goods', fields: ['invoiceLines.descriptionEn'], action: 'warn', updatedAt: '2026-11-27T10:00:00.000Z' })],
};

describe('blacklist pages', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it('lists the entries with their subject, match and customer', async () => {
    renderWithProviders(<BlacklistPage />);
    const phone = (await screen.findByText('+1 555 0199')).closest('tr')!;
    expect(within(phone).getByText('Exact')).toBeTruthy();
    expect(within(phone).getByText('Every customer')).toBeTruthy();
    const goods = screen.getByText('lithium').closest('tr')!;
    expect(within(goods).getByText('Contains')).toBeTruthy();
    expect(within(goods).getByText('C0002 Youpin')).toBeTruthy();
  });

  it('checks a new entry with the contract (a pattern needs two plain characters) before saving it', async () => {
    renderWithProviders(<BlacklistPage />);
    await userEvent.click(await screen.findByRole('button', { name: /New entry/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('Pattern'));
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: '*a*' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Value').getAttribute('aria-invalid')).toBe('true'));
    expect(callCommand).not.toHaveBeenCalledWith('main', 'saveBlacklistEntry', expect.anything());
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: 'j?ne d*e' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callCommand).toHaveBeenCalledWith('main', 'saveBlacklistEntry', expect.objectContaining({ subject: 'receiverName', matchKind: 'pattern', value: 'j?ne d*e' })));
  });

  it('shows each subject rule, the default ones marked', async () => {
    renderWithProviders(<BlacklistRulePage />);
    const phone = (await screen.findByText('Receiver phone')).closest('tr')!;
    expect(within(phone).getByText('Refuse the order')).toBeTruthy();
    expect(within(phone).getByText('Default')).toBeTruthy();
    expect(within(screen.getByText('Goods name (English)').closest('tr')!).getByText('Warn')).toBeTruthy();
  });

  it('says a refusal and a warning with the field and the entry, in each language', async () => {
    const refusal = new CommandFailure(101002, { field: 'invoiceLines.1.descriptionEn', fieldKey: 'invoiceLines.descriptionEn', subject: 'goods', entry: 'lithium' }, 'Refused');
    expect(describeFailure(refusal, i18n.t)).toBe('Refused by the blacklist: Goods name (English) matches “lithium”');
    const hits = [{ field: 'receiver.phone', fieldKey: 'receiver.phone' as const, subject: 'phone' as const, entry: '+1 555 0199', matchKind: 'exact' as const, action: 'warn' as const }];
    expect(describeBlacklistHits(hits, i18n.t)).toBe('Saved with blacklist warnings: Receiver phone matches “+1 555 0199”');
    await i18n.changeLanguage('zh-CN');
    expect(describeFailure(refusal, i18n.t)).toBe('命中黑名单，拒绝下单：英文品名命中“lithium”');
  });
});
