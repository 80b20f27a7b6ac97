// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { ReceiverPlaceHint } from './ReceiverPlaceHint.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

let places: { postcode: string; city: string; state: string }[] = [];

function Receiver({ postcode, country = 'US' }: { postcode: string; country?: string }) {
  return (
    <Form initialValues={{ receiver: { country, postcode, city: '', state: '' } }}>
      <Form.Item name={['receiver', 'country']}><Input /></Form.Item>
      <Form.Item name={['receiver', 'postcode']}><Input aria-label="postcode" /></Form.Item>
      <Form.Item name={['receiver', 'city']}><Input aria-label="city" /></Form.Item>
      <Form.Item name={['receiver', 'state']}><Input aria-label="state" /></Form.Item>
      <ReceiverPlaceHint />
    </Form>
  );
}

describe("the order form's postcode lookup", { timeout: 60_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => (command === 'lookupPostcode' ? { countryKnown: true, places } : {}));
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it('fills the city and state of the one place the postcode has', async () => {
    places = [{ postcode: '10001', city: 'New York', state: 'NY' }];
    renderWithProviders(<Receiver postcode="" />);
    await userEvent.type(screen.getByLabelText('postcode'), '10001');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('city').value).toBe('New York'));
    expect(screen.getByLabelText<HTMLInputElement>('state').value).toBe('NY');
  });

  it('leaves the place of an order opened for editing as it was saved', async () => {
    places = [{ postcode: '10001', city: 'New York', state: 'NY' }];
    renderWithProviders(<Receiver postcode="10001" />);
    await waitFor(() => expect(callCommand).toHaveBeenCalledWith('main', 'lookupPostcode', expect.anything(), expect.anything()));
    expect(screen.getByLabelText<HTMLInputElement>('city').value).toBe('');
  });

  it("asks with the country the receiver's country field holds, and nothing without one", async () => {
    places = [];
    renderWithProviders(<Receiver postcode="10000" country="XK" />);
    await waitFor(() => expect(callCommand).toHaveBeenCalledWith('main', 'lookupPostcode', { country: 'XK', postcode: '10000' }, expect.anything()));
    callCommand.mockClear();
    renderWithProviders(<Receiver postcode="10000" country="" />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callCommand.mock.calls.filter(([, name]) => name === 'lookupPostcode')).toHaveLength(0);
  });

  it('offers the places of the postcodes starting with what was typed, and takes the one chosen', async () => {
    places = [{ postcode: '10001', city: 'New York', state: 'NY' }, { postcode: '10002', city: 'New York', state: 'NY' }];
    renderWithProviders(<Receiver postcode="1000" />);
    await userEvent.click(await screen.findByText('10002 New York, NY'));
    expect(screen.getByLabelText<HTMLInputElement>('postcode').value).toBe('10002');
    expect(screen.getByLabelText<HTMLInputElement>('city').value).toBe('New York');
  });
});
