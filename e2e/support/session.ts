import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { buttonName, text, type Lang } from './texts.ts';

export const PASSWORD = 'demo1234';

/** Opens the login page in a language, chosen the way a user does: through the language switch. */
export async function openLogin(page: Page, lang: Lang, path = '/#/login'): Promise<void> {
  await page.addInitScript((language) => localStorage.setItem('parcelflow.language', language), lang);
  await page.goto(path);
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
  const groupEntry = page.getByRole('menuitem', { name: text(lang, `menu.${group}`) });
  await expect(groupEntry).toBeVisible();
  if ((await groupEntry.getAttribute('aria-expanded')) !== 'true') await groupEntry.click();
  await page.getByRole('menuitem', { name: text(lang, `menu.${item}`), exact: true }).click();
  await expect(page.getByRole('tab', { name: text(lang, `menu.${item}`) })).toBeVisible();
}
