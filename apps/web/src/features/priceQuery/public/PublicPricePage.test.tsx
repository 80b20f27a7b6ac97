// @vitest-environment jsdom
import '../../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Envelope from '../../../app/envelope.ts';
import { CommandFailure } from '../../../app/envelope.ts';
import { i18n } from '../../../app/i18n.ts';
import { renderWithProviders } from '../../../app/testing/renderWithProviders.tsx';
import { PublicPricePage } from './PublicPricePage.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const carrier = { companyCode: 'HYEXP', recordNo: 'R1', companyName: '华宇快递', companyNameEn: 'Huayu Express' };
const prices = {
  companyNo: 'HYEXP', companyNameCn: '华宇快递', companyNameEn: 'Huayu Express', day: '2026-11-27',
  quotes: [{ channelCode: 'USEXP', channelNameCn: '美国专线', channelNameEn: 'US Express', transitDaysMin: 5, transitDaysMax: 8, serviceTerms: 'Signature on delivery', currency: 'RMB', chargeableWeight: '2.5', total: '96.30' }],
};

async function ask() {
  await userEvent.type(await screen.findByLabelText('Destination country'), 'us');
  await userEvent.type(screen.getByLabelText('Postcode'), '90001');
  await userEvent.type(screen.getByLabelText('Weight (kg)'), '2.5');
  await userEvent.click(screen.getByRole('button', { name: /Query/ }));
}

describe('public price page', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    await i18n.changeLanguage('en-US');
  });

  it("names the carrier of ?companyNo= and shows its public prices for the destination and weight", async () => {
    callCommand.mockImplementation(async (_service: string, command: string) => (command === 'getCarrierLoginInfo' ? carrier : prices));
    renderWithProviders(<PublicPricePage />, '/offeraquery?companyNo=HYEXP');
    expect(await screen.findByText('Huayu Express · Price query')).toBeTruthy();
    await ask();
    expect(await screen.findByText('96.30 RMB')).toBeTruthy();
    expect(callCommand).toHaveBeenCalledWith('main', 'publicPriceQuery', { companyNo: 'HYEXP', country: 'US', postcode: '90001', weight: 2.5 }, { silent: true });
    expect(screen.getByText('US Express')).toBeTruthy();
    expect(screen.getByText('5–8 days')).toBeTruthy();
    expect(screen.getByText('Signature on delivery')).toBeTruthy();
  });

  it('says in words when queries come too fast', async () => {
    callCommand.mockImplementation(async (_service: string, command: string) => {
      if (command === 'getCarrierLoginInfo') return carrier;
      throw new CommandFailure(10058, {}, 'Query too fast');
    });
    renderWithProviders(<PublicPricePage />, '/shtquery?companyNo=HYEXP');
    await ask();
    expect((await screen.findByRole('alert')).textContent).toBe('Queries are too frequent, please wait a moment');
  });

  it('tells a visitor kindly when the carrier is unknown', async () => {
    callCommand.mockRejectedValue(new CommandFailure(10015, {}, 'No company bound'));
    renderWithProviders(<PublicPricePage />, '/HYPrice1?companyNo=NOPE');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/belongs to no carrier we know/));
    expect(screen.queryByRole('button', { name: /Query/ })).toBeNull();
  });
});
