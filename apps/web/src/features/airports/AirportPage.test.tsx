// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AirportView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { AirportPage } from './AirportPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const pudong: AirportView = { id: 1, iata: 'PVG', icao: 'ZSPD', name: 'Shanghai Pudong International Airport', city: 'Shanghai', countryCode: 'CN' };
const answers: Record<string, unknown> = {
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'airport.view', visible: true, usable: true }] },
  listAirports: { list: [pudong], total: 4517 },
  startAirportExport: { id: 9, type: 'tableExport', status: 'waiting' },
};
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);

describe('airport page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('zh-TW');
  });

  it('lists the airports with their codes and the country named, read-only', async () => {
    renderWithProviders(<AirportPage />);
    const row = (await screen.findByText('PVG')).closest('tr')!;
    expect(within(row).getByText('ZSPD')).toBeTruthy();
    expect(within(row).getByText('CN 中國')).toBeTruthy();
    expect(screen.queryByText('匯入')).toBeNull();
  });

  it('exports the list as it is filtered', async () => {
    renderWithProviders(<AirportPage />);
    await screen.findByText('PVG');
    await userEvent.click(screen.getByText('匯出').closest('button')!);
    await waitFor(() => expect(calls('startAirportExport')).toHaveLength(1));
  });
});
