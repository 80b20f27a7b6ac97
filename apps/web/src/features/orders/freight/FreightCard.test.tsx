// @vitest-environment jsdom
import '../../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderPriceRow } from '@parcelflow/contract';
import type * as Envelope from '../../../app/envelope.ts';
import { i18n } from '../../../app/i18n.ts';
import { saveSession } from '../../../app/session.ts';
import { renderWithProviders } from '../../../app/testing/renderWithProviders.tsx';
import { priceOf } from '../../priceQuery/quoteFixtures.ts';
import { FreightCard } from './FreightCard.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const row = (id: number, overrides: Partial<OrderPriceRow>): OrderPriceRow => ({
  id, stage: 'created', kind: 'sell', pricedAt: '2026-11-27T08:00:00.000Z', pricedByName: 'Chen', currency: 'RMB', total: null, breakdown: null, refusal: null, pieces: [], ...overrides,
});
const priced = row(2, {
  stage: 'reweighed', total: '208.13',
  breakdown: priceOf('208.13', { actualWeight: '5', chargeableWeight: '5', baseFreight: '190.00', minChargeApplied: true, surcharges: [{ kind: 'fuel', amount: '18.13' }] }),
});
const declared = row(1, { total: '177.58', breakdown: priceOf('177.58', { actualWeight: '3.5', chargeableWeight: '3.5' }) });
let answers: Record<string, unknown>;
const calls = (command: string) => callCommand.mock.calls.filter(([, name]) => name === command);

describe('Freight card', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    answers = {
      getAuthorityMenu: { authorityMenus: [], authorityFunctions: [{ functionKey: 'order.operate', visible: true, usable: true }] },
      getOrderPrices: { list: [priced, declared] },
      reweighOrder: { total: '208.13', currency: 'RMB', refusal: null },
    };
    callCommand.mockImplementation(async (_service: string, command: string) => answers[command] ?? {});
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it('shows the latest price with its weights and breakdown, and the declared and re-weighed prices side by side', async () => {
    renderWithProviders(<FreightCard orderId={7} />);
    expect(await screen.findByText('208.13 RMB', { selector: 'h5' })).toBeTruthy();
    expect(screen.getByText('Minimum charge applied')).toBeTruthy();
    expect(screen.getByText('Fuel')).toBeTruthy();
    const history = screen.getAllByRole('table').at(-1)!;
    expect(within(history).getByText('Re-weighed')).toBeTruthy();
    expect(within(history).getByText('Created')).toBeTruthy();
    // The declared weights (created) beside the measured ones (re-weighed): actual and chargeable each.
    expect(within(history).getAllByText('3.5 kg')).toHaveLength(2);
    expect(within(history).getAllByText('5 kg')).toHaveLength(2);
    expect(calls('getOrderPrices')[0]?.[2]).toEqual({ id: 7 });
  });

  it('says in words why the order is not priced', async () => {
    answers.getOrderPrices = { list: [row(3, { refusal: { reason: 'overWeight', detail: '30' } })] };
    renderWithProviders(<FreightCard orderId={7} />);
    expect((await screen.findAllByText('Over the weight limit (max 30 kg)')).length).toBeGreaterThan(0);
  });

  it('sends the measured pieces to reweighOrder', async () => {
    renderWithProviders(<FreightCard orderId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Re-weigh' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Weight of one piece (kg)'), '5');
    await userEvent.type(within(dialog).getByLabelText('Length (cm)'), '40');
    await userEvent.type(within(dialog).getByLabelText('Width (cm)'), '30');
    await userEvent.type(within(dialog).getByLabelText('Height (cm)'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Price again' }));
    await waitFor(() => expect(calls('reweighOrder')).toHaveLength(1));
    expect(calls('reweighOrder')[0]?.[2]).toEqual({ id: 7, pieces: [{ quantity: 1, weight: 5, length: 40, width: 30, height: 20 }] });
  });
});
