// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChannelView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { ChannelPage } from './ChannelPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const channel = (over: Partial<ChannelView>): ChannelView => ({
  id: 1, code: 'HY-US-AIR', nameCn: '美国空派专线', nameEn: 'US Air Express Line', transportClass: 'air', businessType: 'parcel', trackable: true,
  labelFromCarrier: true, senderName: '华运国际物流', senderPhone: '0755-86601234', senderAddress: '深圳市宝安区航城大道 168 号', postcodeDestinations: true,
  destinations: [{ country: 'US', postcodes: ['005-966'] }], enabled: true, ...over,
});
const answers: Record<string, unknown> = {
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'channel.edit', visible: true, usable: true }] },
  listChannels: { list: [channel({}), channel({ id: 2, code: 'HY-DHL', destinations: [], postcodeDestinations: false, enabled: false })], total: 2 },
  getDestCountryComboBox: { list: [{ value: 'XK', label: 'XK Kosovo' }], pageCount: 1 },
};

describe('transport channel page', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it('lists channels with their class and destinations', async () => {
    renderWithProviders(<ChannelPage />);
    const air = (await screen.findByText('HY-US-AIR')).closest('tr')!;
    expect(within(air).getByText('Air')).toBeTruthy();
    expect(within(air).getByText('US')).toBeTruthy();
    const dhl = screen.getByText('HY-DHL').closest('tr')!;
    expect(within(dhl).getByText('All destinations')).toBeTruthy();
  });

  it('checks the form with the contract before saving and sends the code in upper case', async () => {
    renderWithProviders(<ChannelPage />);
    await userEvent.click(await screen.findByRole('button', { name: /New channel/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'ca-exp' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(callCommand).not.toHaveBeenCalledWith('main', 'saveChannel', expect.anything());
    fireEvent.change(within(dialog).getByLabelText('Chinese name'), { target: { value: '加拿大快线' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callCommand).toHaveBeenCalledWith('main', 'saveChannel', expect.objectContaining({ code: 'CA-EXP', nameCn: '加拿大快线', destinations: [] })));
  });

  it("offers a destination's countries from the server's country table", async () => {
    renderWithProviders(<ChannelPage />);
    await userEvent.click(await screen.findByRole('button', { name: /New channel/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'XK-EXP' } });
    fireEvent.change(within(dialog).getByLabelText('Chinese name'), { target: { value: '科索沃快线' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /Add country/ }));
    fireEvent.mouseDown(within(dialog).getByLabelText('Country'));
    fireEvent.click(await screen.findByText('XK Kosovo'));
    expect(callCommand).toHaveBeenCalledWith('main', 'getDestCountryComboBox', expect.objectContaining({ keyword: '' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callCommand).toHaveBeenCalledWith('main', 'saveChannel', expect.objectContaining({ code: 'XK-EXP', destinations: [{ country: 'XK', postcodes: [] }] })));
  });
});
