import { expect, test, type Page } from '@playwright/test';
import { logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

const menuItem = (page: Page, lang: Lang, key: string) => page.getByRole('menuitem', { name: text(lang, `menu.${key}`), exact: true });

test('opening pages as tabs, then closing one, the others and all of them', async ({ page }) => {
  const lang: Lang = 'en-US';
  await logIn(page, lang, 'demoadmin');
  await openMenu(page, lang, 'systemManagement', 'apiCommands');
  await openMenu(page, lang, 'systemManagement', 'customConfig');
  await openMenu(page, lang, 'account', 'accountSettings');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);

  await page.locator('.ant-tabs-tab', { has: page.getByRole('tab', { name: text(lang, 'menu.customConfig') }) }).getByRole('button').click();
  await expect(tabs).toHaveCount(3);

  await page.getByRole('tab', { name: text(lang, 'menu.apiCommands') }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: text(lang, 'shell.tabs.closeOthers') }).click();
  await expect(tabs).toHaveCount(2);
  await expect(page.getByRole('menuitem', { name: text(lang, 'shell.tabs.closeOthers') })).toBeHidden();

  await page.getByRole('button', { name: text(lang, 'shell.tabs.actions') }).click();
  await page.getByRole('menuitem', { name: text(lang, 'shell.tabs.closeAll') }).last().click();
  await expect(tabs).toHaveCount(1);
  await expect(page.getByRole('tab', { name: text(lang, 'shell.tabs.home') })).toBeVisible();
  await expect(page.locator('.ant-tabs-tab').getByRole('button')).toHaveCount(0);
});

test('each position sees the menus it allows, and fewer rights shrink the menu at the next login', async ({ page, browser }) => {
  const lang: Lang = 'zh-CN';
  await logIn(page, lang, 'demoadmin');
  await page.getByRole('menuitem', { name: text(lang, 'menu.systemManagement') }).click();
  await expect(menuItem(page, lang, 'language')).toBeVisible();

  const operator = await browser.newPage();
  await logIn(operator, lang, 'demooper');
  await operator.getByRole('menuitem', { name: text(lang, 'menu.systemManagement') }).click();
  await expect(menuItem(operator, lang, 'apiCommands')).toBeVisible();
  await expect(menuItem(operator, lang, 'language')).toHaveCount(0);
  await expect(menuItem(operator, lang, 'customConfig')).toHaveCount(0);
  await expect(operator.getByRole('menuitem', { name: text(lang, 'menu.enterpriseManagement') })).toHaveCount(0);

  await openMenu(page, lang, 'enterpriseManagement', 'authority');
  await page.getByRole('row', { name: new RegExp(text(lang, 'role.operator')) }).first().click();
  const apiRow = page.getByRole('row', { name: new RegExp(text(lang, 'menu.apiCommands')) });
  await apiRow.getByRole('checkbox', { name: text(lang, 'position.rights.visible') }).uncheck();
  await page.getByRole('button', { name: buttonName(lang, 'position.rights.save') }).click();
  await expect(page.getByText(text(lang, 'position.rights.saved'))).toBeVisible();

  await operator.reload();
  await operator.getByRole('menuitem', { name: text(lang, 'menu.systemManagement') }).click();
  await expect(menuItem(operator, lang, 'changePassword')).toBeVisible();
  await expect(menuItem(operator, lang, 'apiCommands')).toHaveCount(0);

  await page.getByRole('button', { name: buttonName(lang, 'position.rights.restore') }).click();
  await page.getByRole('button', { name: buttonName(lang, 'common.actions.ok') }).click();
  await expect(page.getByText(text(lang, 'position.rights.restored'))).toBeVisible();
});
