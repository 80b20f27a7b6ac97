// @vitest-environment jsdom
import '../testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Envelope from '../envelope.ts';
import { i18n } from '../i18n.ts';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

describe('change password form', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    await i18n.changeLanguage('en-US');
  });

  it('refuses a short new password with a translated reason and sends nothing', async () => {
    renderWithProviders(<ChangePasswordForm onChanged={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Current password'), 'old1234');
    await userEvent.type(screen.getByLabelText('New password'), 'ab1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'ab1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('At least 6 characters')).toBeTruthy();
    expect(callCommand).not.toHaveBeenCalled();
  });

  it('says when the confirmation differs, in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    renderWithProviders(<ChangePasswordForm onChanged={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('新密码'), 'abc123');
    await userEvent.type(screen.getByLabelText('确认密码'), 'abc124');
    expect(await screen.findByText('两次输入不一致')).toBeTruthy();
  });

  it('sends a valid change and reports it done', async () => {
    callCommand.mockResolvedValue({});
    const onChanged = vi.fn();
    renderWithProviders(<ChangePasswordForm onChanged={onChanged} />);
    await userEvent.type(screen.getByLabelText('Current password'), 'old1234');
    await userEvent.type(screen.getByLabelText('New password'), 'new1234');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'new1234');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(callCommand).toHaveBeenCalledWith('uc', 'changePassword', { oldPassword: 'old1234', newPassword: 'new1234', confirmPassword: 'new1234' });
  });
});
