// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { PriceQueryPage } from './PriceQueryPage.tsx';
import { priceOf, quoteOf } from './quoteFixtures.ts';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const quotes = [
  quoteOf('USEXP', {
    price: priceOf('128.50', { baseFreight: '100.00', minChargeApplied: true, priceLevel: { name: 'VIP', adjustPercent: '-5' }, surcharges: [{ kind: 'fuel', amount: '20.00' }, { kind: 'remote', amount: '8.50' }] }),
    converted: { amount: '128.50', currency: 'RMB', rate: '1' }, transitDaysMin: 7, transitDaysMax: 10, serviceTerms: 'No batteries. Signature on delivery.',
  }),
  quoteOf('USFAST', { price: priceOf('256.00'), converted: { amount: '256.00', currency: 'RMB', rate: '1' }, transitDaysMin: 3, transitDaysMax: 5 }),
  quoteOf('USSEA', { refusal: { reason: 'overWeight', detail: '30' } }),
  quoteOf('USPOST', { refusal: { reason: 'noService', resultCode: 101001 } }),
  quoteOf('USRULE', { refusal: { reason: 'orderRule', detail: 'pieceWeight:2.000' } }),
];
const answers: Record<string, unknown> = {
  getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'rateCard.cost', visible: true, usable: true }] },
  getDestCountryComboBox: { list: [{ value: 'US', label: 'US United States' }], pageCount: 1 },
  freightTrial: { day: '2026-11-27', quotes },
};
const trialCalls = () => callCommand.mock.calls.filter(([, name]) => name === 'freightTrial');
const channelOrder = () => [...document.querySelectorAll('tbody tr strong')].map((code) => code.textContent);

async function calculate() {
  renderWithProviders(<PriceQueryPage />);
  fireEvent.mouseDown(screen.getAllByLabelText('Destination country')[0]!);
  fireEvent.click((await screen.findAllByText('US United States')).at(-1)!);
  await userEvent.type(screen.getByLabelText('Postcode'), '90001');
  const weight = screen.getByLabelText('Weight of one piece (kg)');
  await userEvent.type(weight, '2.5');
  await userEvent.type(screen.getByLabelText('Length (cm)'), '40');
  await userEvent.type(screen.getByLabelText('Width (cm)'), '30');
  await userEvent.type(screen.getByLabelText('Height (cm)'), '20');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  await waitFor(() => expect(trialCalls()).toHaveLength(1));
}

describe('Price query page (staff)', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => answers[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it('sends the form as the freight trial asks it: every field, the day as text, totals in RMB, all channels', async () => {
    await calculate();
    expect(trialCalls()[0]?.[2]).toEqual({
      kind: 'sell', country: 'US', postcode: '90001', city: '', goodsType: 'general', pieces: [{ quantity: 1, weight: 2.5, length: 40, width: 30, height: 20 }],
      declaredCurrency: 'USD', insured: false, day: dayjs().format('YYYY-MM-DD'), displayCurrency: 'RMB',
    });
  });

  it('lists every channel: figures as the server wrote them, surcharges by name, refusals in words; a row opens to its breakdown', async () => {
    await calculate();
    const usexp = (await screen.findByText('USEXP')).closest('tr')!;
    expect(within(usexp).getByText('USEXP Line')).toBeTruthy();
    expect(within(usexp).getByText('Fuel 20.00')).toBeTruthy();
    expect(within(usexp).getByText('Remote area 8.50')).toBeTruthy();
    // The total in the card's currency, and the same converted to RMB.
    expect(within(usexp).getAllByText('128.50 RMB')).toHaveLength(2);
    expect(within(usexp).getByText('7–10 days')).toBeTruthy();
    expect(within(usexp).getByText('No batteries. Signature on delivery.')).toBeTruthy();
    expect(screen.getByText('Over the weight limit (max 30 kg)')).toBeTruthy();
    expect(screen.getByText('The channel has no service to this destination')).toBeTruthy();
    expect(screen.getByText('Order rule: a piece weighs at most 2 kg')).toBeTruthy();
    await userEvent.click(within(usexp).getByRole('button'));
    expect(await screen.findByText('Minimum charge applied')).toBeTruthy();
    expect(screen.getByText('VIP (-5%)')).toBeTruthy();
    expect(screen.getByText('100.00 RMB')).toBeTruthy();
  });

  it('sorts by transit time, the quickest first', async () => {
    await calculate();
    await screen.findByText('USEXP');
    expect(channelOrder().slice(0, 2)).toEqual(['USEXP', 'USFAST']);
    await userEvent.click(screen.getByRole('columnheader', { name: /Transit time/ }));
    expect(channelOrder().slice(0, 2)).toEqual(['USFAST', 'USEXP']);
  });

  it('offers cost prices only to those who see costs', async () => {
    renderWithProviders(<PriceQueryPage />);
    await waitFor(() => expect(callCommand.mock.calls.some(([, name]) => name === 'getAuthorityMenu')).toBe(true));
    fireEvent.mouseDown(screen.getAllByLabelText('Prices')[0]!);
    expect(await screen.findByText('Cost prices')).toBeTruthy();
  });
});
