// @vitest-environment jsdom
import '../testing/setupDom.ts';
import { assert, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Envelope from '../envelope.ts';
import { i18n } from '../i18n.ts';
import { clearSession, readSession } from '../session.ts';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { LoginForm } from './LoginForm.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const userInfo = { userNo: 'U0002', userSourceType: 2, companyNo: 'SFX' };

async function signIn() {
  await userEvent.type(screen.getByPlaceholderText('Account'), 'demoadmin');
  await userEvent.type(screen.getByPlaceholderText('Password'), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login form', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    clearSession();
    await i18n.changeLanguage('en-US');
  });

  it('asks which identity to use when the account holds several, then signs in as the chosen one', async () => {
    callCommand
      .mockResolvedValueOnce({
        choices: [
          { userType: 1, userId: 11, userNo: 'U0001', companyNo: 'OWN01', companyName: 'Blue Owner' },
          { userType: 2, userId: 12, userNo: 'U0002', companyNo: 'SFX', companyName: 'Swift Freight' },
        ],
      })
      .mockResolvedValueOnce({ token: 't'.repeat(40), userInfo });
    renderWithProviders(<LoginForm carrier={false} />, '/login');
    await signIn();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Swift Freight (SFX)')).toBeTruthy();
    expect(within(dialog).getByText('Carrier staff')).toBeTruthy();
    const secondEnter = within(dialog).getAllByRole('button', { name: 'Enter' })[1];
    assert(secondEnter, 'the dialog offers a second identity to enter');
    await userEvent.click(secondEnter);

    expect(await screen.findByText('home page')).toBeTruthy();
    expect(callCommand).toHaveBeenLastCalledWith('uc', 'userLogin', { account: 'demoadmin', password: 'demo1234', userId: 12 });
    expect(readSession()).toEqual({ token: 't'.repeat(40), userInfo });
  });

  it('sends the company of a carrier-side login and goes to the password change a first login requires', async () => {
    callCommand.mockResolvedValueOnce({ token: 't'.repeat(40), userInfo, mustChangePassword: true });
    renderWithProviders(<LoginForm carrier companyNo="SFX" />, '/TMSlogin?companyNo=SFX');
    expect(screen.getByText('Carrier sign-in')).toBeTruthy();
    await signIn();
    expect(await screen.findByText('change password page')).toBeTruthy();
    expect(callCommand).toHaveBeenCalledWith('uc', 'userLogin', { account: 'demoadmin', password: 'demo1234', companyNo: 'SFX' });
  });

  it('asks for the account before sending anything', async () => {
    renderWithProviders(<LoginForm carrier={false} />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(callCommand).not.toHaveBeenCalled();
  });
});
