// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CountryView, DestinationView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { DestinationPage } from './DestinationPage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const ont8: DestinationView = { id: 7, code: 'ONT8', nameCn: '安大略仓', nameEn: 'Ontario FC', countryCode: 'US', kind: 'warehouse', zone: 'Z2', enabled: true, remarks: '' };
const germany: CountryView = { code: 'DE', alpha3: 'DEU', numeric: '276', nameZhCn: '德国', nameZhTw: '德國', nameEn: 'Germany' };
let rights: { functionKey: string; visible: boolean; usable: boolean }[] = [];
const answers = (): Record<string, unknown> => ({
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: rights },
  listDestinations: { list: [ont8], total: 1 },
  listCountries: { list: [germany], total: 250 },
});
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);
const openedModal = () => waitFor(() => {
  const modal = document.querySelector<HTMLElement>('.ant-modal');
  if (!modal) throw new Error('no modal yet');
  return modal;
});

describe('destination page', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    rights = [{ functionKey: 'destination.edit', visible: true, usable: true }];
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers()[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it("lists the company's codes with the country named and the kind translated", async () => {
    renderWithProviders(<DestinationPage />);
    const row = (await screen.findByText('ONT8')).closest('tr')!;
    expect(within(row).getByText('US United States')).toBeTruthy();
    expect(within(row).getByText('Warehouse')).toBeTruthy();
    expect(screen.getByText('Total: 1')).toBeTruthy();
  });

  it('shows the shared countries on their own tab, without edit buttons', async () => {
    renderWithProviders(<DestinationPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Countries' }));
    const row = (await screen.findByText('DEU')).closest('tr')!;
    expect(within(row).getByText('德國')).toBeTruthy();
    expect(within(row).queryByLabelText('Edit')).toBeNull();
  });

  it('checks a new code with the shared contract before sending it', async () => {
    renderWithProviders(<DestinationPage />);
    await userEvent.click((await screen.findByText('New destination code')).closest('button')!);
    const dialog = await openedModal();
    fireEvent.change(within(dialog).getByLabelText('Destination code'), { target: { value: 'ONT 8' } });
    await userEvent.click(within(dialog).getByText('Save').closest('button')!);
    await waitFor(() => expect(within(dialog).getByText('Invalid format')).toBeTruthy());
    expect(calls('saveDestination')).toHaveLength(0);
  });

  it('offers no new code to a user who may only look', async () => {
    rights = [];
    renderWithProviders(<DestinationPage />);
    await screen.findByText('ONT8');
    expect(screen.queryByText('New destination code')).toBeNull();
  });
});
