// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { OwnPriceQueryPage } from './OwnPriceQueryPage.tsx';
import { priceOf, quoteOf } from './quoteFixtures.ts';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const answers: Record<string, unknown> = {
  getUserInfo: { companyKind: 'cargoOwner', companyName: '货主', companyNameEn: 'Owner' },
  getDestCountryComboBox: { list: [{ value: 'DE', label: 'DE Germany' }], pageCount: 1 },
  partnerCarrierComboBox: { list: [{ value: 'HYEXP', label: 'HYEXP Huayu Express' }], pageCount: 1 },
  queryOwnPrices: {
    day: '2026-11-27',
    quotes: [
      quoteOf('DEEXP', { price: priceOf('88.00'), converted: { amount: '88.00', currency: 'RMB', rate: '1' } }),
      quoteOf('DEAIR', { carrierCompanyNo: 'SKYWAY', carrierNameCn: 'SKYWAY', carrierNameEn: 'Skyway Logistics', price: priceOf('12.00', { currency: 'USD' }), converted: { amount: '85.44', currency: 'RMB', rate: '7.12' } }),
    ],
  },
};
const ownCalls = () => callCommand.mock.calls.filter(([, name]) => name === 'queryOwnPrices');

describe('Own price query page (cargo owner)', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U9', userSourceType: 1, companyNo: 'OWNER1' } });
    await i18n.changeLanguage('en-US');
  });

  it('compares across partner carriers when none is picked, each row naming its carrier', async () => {
    renderWithProviders(<OwnPriceQueryPage />);
    expect(await screen.findByText('Carrier')).toBeTruthy();
    expect(screen.queryByText('Customer')).toBeNull();
    fireEvent.mouseDown(screen.getAllByLabelText('Destination country')[0]!);
    fireEvent.click((await screen.findAllByText('DE Germany')).at(-1)!);
    await userEvent.type(screen.getByLabelText('Weight of one piece (kg)'), '1.2');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(ownCalls()).toHaveLength(1));
    const input = ownCalls()[0]?.[2] as Record<string, unknown>;
    expect(input).toMatchObject({ country: 'DE', pieces: [{ quantity: 1, weight: 1.2 }] });
    expect(input).not.toHaveProperty('carrierCompanyNo');
    expect(input).not.toHaveProperty('kind');
    expect(await screen.findByRole('columnheader', { name: 'Carrier' })).toBeTruthy();
    const skyway = screen.getByText('DEAIR').closest('tr')!;
    expect(within(skyway).getByText('Skyway Logistics')).toBeTruthy();
    expect(within(skyway).getByText('12.00 USD')).toBeTruthy();
    expect(within(skyway).getByText('85.44 RMB')).toBeTruthy();
    expect(within(screen.getByText('DEEXP').closest('tr')!).getByText('Huayu Express')).toBeTruthy();
  });
});
