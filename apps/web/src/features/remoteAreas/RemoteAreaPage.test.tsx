// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteAreaView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { RemoteAreaPage } from './RemoteAreaPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const alaska: RemoteAreaView = { id: 3, channelId: null, channelCode: null, country: 'US', postcode: '995-999', city: '', remoteClass: 'extendedRemote', remarks: 'Alaska', updatedAt: '2026-11-27T08:00:00Z' };
const tromso: RemoteAreaView = { id: 4, channelId: 7, channelCode: 'HY-DHL', country: 'NO', postcode: '', city: 'Tromsø', remoteClass: 'remote', remarks: '', updatedAt: '2026-11-27T08:00:00Z' };
let usable = true;
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'remoteArea.edit', visible: true, usable }] },
  listRemoteAreas: { list: [alaska, tromso], total: 2 },
  deleteRemoteArea: {},
  saveRemoteArea: { id: 9 },
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);

describe('remote area page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    usable = true;
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers()[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists the rows with the channel or every channel, the country named and the class translated', async () => {
    renderWithProviders(<RemoteAreaPage />);
    const row = (await screen.findByText('995-999')).closest('tr')!;
    expect(within(row).getByText('所有渠道')).toBeTruthy();
    expect(within(row).getByText('US 美国')).toBeTruthy();
    expect(within(row).getByText('超偏远')).toBeTruthy();
    const city = screen.getByText('Tromsø').closest('tr')!;
    expect(within(city).getByText('HY-DHL')).toBeTruthy();
    expect(within(city).getByText('偏远')).toBeTruthy();
  });

  it('deletes a row once confirmed', async () => {
    renderWithProviders(<RemoteAreaPage />);
    const row = (await screen.findByText('995-999')).closest('tr')!;
    await userEvent.click(within(row).getByLabelText('删除'));
    await userEvent.click((await screen.findByText('确定删除该偏远地区？')).closest('.ant-popover')!.querySelector<HTMLElement>('.ant-btn-primary')!);
    await waitFor(() => expect(calls('deleteRemoteArea')).toHaveLength(1));
    expect(calls('deleteRemoteArea')[0]?.[2]).toEqual({ id: 3 });
  });

  it('asks for the place shown before sending anything', async () => {
    renderWithProviders(<RemoteAreaPage />);
    await userEvent.click((await screen.findByText('新增偏远地区')).closest('button')!);
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    await userEvent.click(within(dialog).getByText('城市'));
    await userEvent.click(within(dialog).getByText(/保\s*存/).closest('button')!);
    await waitFor(() => expect(within(dialog).getAllByText('必填').length).toBeGreaterThan(0));
    expect(calls('saveRemoteArea')).toHaveLength(0);
  });

  it('disables changes for a user who may see but not use them', async () => {
    usable = false;
    renderWithProviders(<RemoteAreaPage />);
    const row = (await screen.findByText('995-999')).closest('tr')!;
    expect(within(row).getByLabelText('编辑').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('新增偏远地区').closest('button')!.hasAttribute('disabled')).toBe(true);
  });
});
