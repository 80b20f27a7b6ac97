// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataUpdateView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { DataUpdatePage } from './DataUpdatePage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const view: DataUpdateView = {
  dataSets: [
    { key: 'postcode', rows: 1312, changedAt: '2026-11-20T08:00:00.000Z', changedBy: '王经理' },
    { key: 'subject', rows: 0, changedAt: null, changedBy: null },
    { key: 'skuLibrary', rows: 48, changedAt: '2026-11-21T08:00:00.000Z', changedBy: '李文员' },
  ],
  switches: { postcodeCheck: true, blacklistCheck: false },
  switchesChange: { changedAt: null, changedBy: null },
};
let usable = true;
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'dataUpdate.edit', visible: true, usable }] },
  getDataUpdate: view,
  saveDataSwitches: {},
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);

describe('data update page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    usable = true;
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers()[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-CN');
  });

  it('lists each data set by its menu name with its rows and last change', async () => {
    renderWithProviders(<DataUpdatePage />);
    const row = (await screen.findByText('邮编资料')).closest('tr')!;
    expect(within(row).getByText((1312).toLocaleString())).toBeTruthy();
    expect(within(row).getByText('王经理')).toBeTruthy();
    const sku = screen.getByText('SKU 库').closest('tr')!;
    expect(within(sku).getByText('48')).toBeTruthy();
    expect(within(sku).getByText('李文员')).toBeTruthy();
  });

  it('shows a dash, with no tooltip, for a data set nobody has changed', async () => {
    renderWithProviders(<DataUpdatePage />);
    const subject = (await screen.findByText('主体信息')).closest('tr')!;
    const cells = within(subject).getAllByRole('cell');
    expect(cells.slice(2).map((cell) => cell.textContent)).toEqual(['—', '—']);
    expect(cells.some((cell) => cell.hasAttribute('title'))).toBe(false);
  });

  it('switches a check, sending every switch', async () => {
    renderWithProviders(<DataUpdatePage />);
    const blacklist = await screen.findByRole('switch', { name: '黑名单校验' });
    await waitFor(() => expect(blacklist.classList.contains('ant-switch-loading')).toBe(false));
    await userEvent.click(blacklist);
    await waitFor(() => expect(calls('saveDataSwitches')).toHaveLength(1));
    expect(calls('saveDataSwitches')[0]?.[2]).toEqual({ postcodeCheck: true, blacklistCheck: true });
  });

  it('disables the switches for a user who may see but not use them', async () => {
    usable = false;
    renderWithProviders(<DataUpdatePage />);
    await waitFor(() => expect(screen.getByRole('switch', { name: '邮编校验' }).hasAttribute('disabled')).toBe(true));
  });
});
