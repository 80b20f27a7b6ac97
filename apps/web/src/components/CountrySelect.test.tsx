// @vitest-environment jsdom
import '../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as Envelope from '../app/envelope.ts';
import { i18n } from '../app/i18n.ts';
import { saveSession } from '../app/session.ts';
import { renderWithProviders } from '../app/testing/renderWithProviders.tsx';
import { CountrySelect } from './CountrySelect.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

/** The server's country table answers: XK (Kosovo) is in it, as every country the table holds. */
const table = [{ value: 'DE', label: 'DE Germany' }, { value: 'XK', label: 'XK Kosovo' }];
const countryCalls = () => callCommand.mock.calls.filter(([, name]) => name === 'getDestCountryComboBox');

describe('country fields', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => (command === 'getDestCountryComboBox' ? { list: table, pageCount: 1 } : {}));
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it("offers the server's countries for the typed keyword and takes the one picked", async () => {
    const onChange = vi.fn();
    renderWithProviders(<CountrySelect aria-label="country" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('country'), { target: { value: 'kos' } });
    await waitFor(() => expect(countryCalls().some(([, , body]) => (body as { keyword: string }).keyword === 'kos')).toBe(true));
    fireEvent.click(await screen.findByText('XK Kosovo'));
    expect(onChange).toHaveBeenLastCalledWith('XK');
  });

  it('several (mode multiple): the saved ones are named before the list opens, a pick adds to them', async () => {
    const onChange = vi.fn();
    renderWithProviders(<CountrySelect mode="multiple" aria-label="countries" value={['US']} onChange={onChange} />);
    expect(screen.getByText('US United States')).toBeTruthy();
    expect(countryCalls()).toHaveLength(0);
    fireEvent.mouseDown(screen.getByLabelText('countries'));
    fireEvent.click(await screen.findByText('DE Germany'));
    expect(onChange).toHaveBeenLastCalledWith(['US', 'DE']);
  });
});
