import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { buttonName, text, type Lang } from './texts.ts';

export const PASSWORD = 'demo1234';

const LANGUAGE_NAMES: Record<Lang, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/**
 * Switches the interface language the way a user does, through the globe button (labelled in the language
 * on screen); nothing to do when the browser's language already is the one wanted.
 */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  const shown = (await page.locator('html').getAttribute('lang')) as Lang;
  if (shown === lang) return;
  await page.getByRole('button', { name: text(shown, 'common.language.label') }).click();
  await page.getByRole('menuitem', { name: LANGUAGE_NAMES[lang] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Opens a login page in a language: the browser's when it matches, else chosen with the language switch. */
export async function openLogin(page: Page, lang: Lang, path = '/#/login'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await chooseLanguage(page, lang);
  await expect(page.getByRole('button', { name: buttonName(lang, 'auth.login.submit') })).toBeVisible();
}

export async function submitLogin(page: Page, lang: Lang, account: string, password = PASSWORD): Promise<void> {
  await page.getByPlaceholder(text(lang, 'auth.login.accountPlaceholder')).fill(account);
  await page.getByPlaceholder(text(lang, 'auth.login.passwordPlaceholder')).fill(password);
  await page.getByRole('button', { name: buttonName(lang, 'auth.login.submit') }).click();
}

/** Logs in and waits for the shell's home tab. */
export async function logIn(page: Page, lang: Lang, account: string, path?: string): Promise<void> {
  await openLogin(page, lang, path);
  await submitLogin(page, lang, account);
  await expect(page.getByRole('tab', { name: text(lang, 'shell.tabs.home') })).toBeVisible();
}

export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('parcelflow.session'));
  return (JSON.parse(raw ?? '{}') as { token: string }).token;
}

/** Calls a command from outside the browser, as another client of the same server would. */
export async function callCommand(request: APIRequestContext, command: string, body: unknown, token?: string) {
  const response = await request.post(`api/${command}/1.0`, { form: { head: JSON.stringify({ token }), body: JSON.stringify(body) } });
  return (await response.json()) as { result_code: number; body: string };
}

/** Opens a menu page through the side menu: its group, then the item. */
export async function openMenu(page: Page, lang: Lang, group: string, item: string): Promise<void> {
  const groupEntry = page.getByRole('menuitem', { name: buttonName(lang, `menu.${group}`) });
  await expect(groupEntry).toBeVisible();
  if ((await groupEntry.getAttribute('aria-expanded')) !== 'true') await groupEntry.click();
  await page.getByRole('menuitem', { name: text(lang, `menu.${item}`), exact: true }).click();
  await expect(page.getByRole('tab', { name: text(lang, `menu.${item}`) })).toBeVisible();
}
