// @vitest-environment jsdom
import '../testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Envelope from '../envelope.ts';
import { i18n } from '../i18n.ts';
import { saveSession } from '../session.ts';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

/** The menu entry of a choice, and whether it is the one marked as chosen. */
const entry = (name: string) => screen.getByRole('menuitem', { name });
const isChosen = (name: string) => entry(name).className.includes('item-selected');

describe('the header language switch', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => (command === 'getUserInfo' ? { language: 'zh-CN' } : {}));
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    localStorage.setItem('parcelflow.language', 'zh-CN');
    await i18n.changeLanguage('zh-CN');
  });

  it('lets a user who saved a language go back to following the browser, which clears the saved choice', async () => {
    renderWithProviders(<LanguageMenu />);
    await userEvent.click(screen.getByRole('button', { name: /语言/ }));
    await waitFor(() => expect(isChosen('简体中文')).toBe(true));
    expect(isChosen('跟随浏览器')).toBe(false);

    await userEvent.click(entry('跟随浏览器'));
    await waitFor(() => expect(callCommand).toHaveBeenCalledWith('uc', 'saveUserPreference', { language: null }));
    // jsdom's browser speaks English.
    expect(i18n.language).toBe('en-US');
    expect(localStorage.getItem('parcelflow.language')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    await waitFor(() => expect(isChosen('Follow the browser')).toBe(true));
    expect(isChosen('English')).toBe(false);
  });

  it('saves a language picked from the menu to the account', async () => {
    renderWithProviders(<LanguageMenu />);
    await userEvent.click(screen.getByRole('button', { name: /语言/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(callCommand).toHaveBeenCalledWith('uc', 'saveUserPreference', { language: 'en-US' }));
    expect(localStorage.getItem('parcelflow.language')).toBe('en-US');
  });
});
