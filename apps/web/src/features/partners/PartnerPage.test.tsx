// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { assert, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { PartnerPage } from './PartnerPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const partner = (over: Partial<PartnerView>): PartnerView => ({
  id: 1, kind: 'carrier', companyNo: 'HYEXP', name: '华运国际物流', nameEn: 'Huayun Logistics', contactName: '陈建国', contactPhone: '13800000001',
  since: '2025-01-02T00:00:00Z', status: 'active', endedAt: null, endedBySelf: false, customerCode: null, customerName: null, ...over,
});

function answerAs(companyKind: 'carrier' | 'cargoOwner', list: PartnerView[]) {
  const answers: Record<string, unknown> = {
    getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'partner.edit', visible: true, usable: true }] },
    getUserInfo: { companyKind },
    listPartners: { list, total: list.length },
    acceptInvite: { id: 9, companyNo: 'GLBX' },
  };
  callCommand.mockImplementation(async (_service: string, command: string) => answers[command] ?? {});
}

// Typing into antd inputs under jsdom is slow on a loaded machine; the time limit leaves room for it.
describe('partner page', { timeout: 90_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 1, companyNo: 'OWN1001' } });
    await i18n.changeLanguage('en-US');
  });

  it("lets a cargo owner enter a carrier's code, and end an active partnership only", async () => {
    answerAs('cargoOwner', [partner({}), partner({ id: 2, status: 'dissolved', endedAt: '2025-03-01T00:00:00Z', endedBySelf: true })]);
    renderWithProviders(<PartnerPage />);
    expect(await screen.findByText('Carrier partners')).toBeTruthy();
    const [active, ended] = screen.getAllByText('HYEXP').map((cell) => cell.closest('tr')!);
    assert(active && ended, 'an active and an ended partnership row');
    expect(within(active).getByRole('button', { name: 'End partnership' })).toBeTruthy();
    expect(within(ended).queryByRole('button', { name: 'End partnership' })).toBeNull();
    expect(within(ended).getByText(/by us/)).toBeTruthy();
    expect(screen.queryByText('Customer record')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Enter invite code/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Invite code'), 'ab2c-defg hjkm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start partnership' }));
    expect(await screen.findByText(/You now work with GLBX/)).toBeTruthy();
    expect(callCommand).toHaveBeenCalledWith('main', 'acceptInvite', { code: 'AB2CDEFGHJKM' });
  });

  it('shows a carrier its own customer record of each cargo owner, and no code entry', async () => {
    answerAs('carrier', [partner({ kind: 'cargoOwner', companyNo: 'OWN1001', name: '星河跨境电商', customerCode: 'C0001', customerName: '星河跨境' })]);
    renderWithProviders(<PartnerPage />);
    expect(await screen.findByText('Cargo owner partners')).toBeTruthy();
    expect(await screen.findByText('C0001 星河跨境')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Enter invite code/ })).toBeNull();
  });
});
