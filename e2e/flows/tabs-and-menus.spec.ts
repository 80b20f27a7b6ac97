import { expect, test, type Page } from '../support/test.ts';
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

/** The page menus a user sees, in menu order, as their text keys. */
async function shownMenus(page: Page, lang: Lang): Promise<string[]> {
  const keys = ['orderTrack', 'authority', 'numberSegment', 'changePassword', 'apiCommands', 'language', 'customConfig', 'accountSettings'];
  await expect(menuItem(page, lang, 'accountSettings')).toBeVisible();
  const shown = await Promise.all(keys.map(async (key) => ((await menuItem(page, lang, key).count()) > 0 ? [key] : [])));
  return shown.flat();
}

test('each position sees the menus it allows', async ({ page }) => {
  const lang: Lang = 'zh-CN';
  await logIn(page, lang, 'demoowner');
  expect(await shownMenus(page, lang)).toEqual(['orderTrack', 'changePassword', 'apiCommands', 'accountSettings']);
  // The owner's only enterprise page is recording recharges to its carrier (enterpriseManagement/recharge).
  await openMenu(page, lang, 'enterpriseManagement', 'recharge');
  for (const adminPage of ['siteManagement', 'staffManagement', 'customerManagement', 'financialDept']) await expect(menuItem(page, lang, adminPage)).toHaveCount(0);
});

test('an administrator gives the operator fewer rights, and the operator sees fewer menus at the next login', async ({ page, browser }) => {
  const lang: Lang = 'zh-CN';
  await logIn(page, lang, 'demoadmin');
  expect(await shownMenus(page, lang)).toEqual(['orderTrack', 'authority', 'numberSegment', 'changePassword', 'apiCommands', 'language', 'customConfig', 'accountSettings']);

  const operator = await browser.newPage();
  await logIn(operator, lang, 'demooper');
  expect(await shownMenus(operator, lang)).toEqual(['orderTrack', 'changePassword', 'apiCommands', 'accountSettings']);
  await expect(operator.getByRole('menuitem', { name: text(lang, 'menu.enterpriseManagement') })).toHaveCount(0);
  await operator.close();

  await openMenu(page, lang, 'enterpriseManagement', 'authority');
  await page.getByRole('row', { name: new RegExp(text(lang, 'role.operator')) }).first().click();
  await expect(page.getByText(text(lang, 'position.rights.title', { name: text(lang, 'role.operator') }))).toBeVisible();
  try {
    const apiRow = page.getByRole('row', { name: new RegExp(text(lang, 'menu.apiCommands')) });
    await apiRow.getByRole('checkbox', { name: text(lang, 'position.rights.visible') }).uncheck();
    await page.getByRole('button', { name: buttonName(lang, 'position.rights.save') }).click();
    await expect(page.getByText(text(lang, 'position.rights.saved'))).toBeVisible();

    const nextLogin = await browser.newPage();
    await logIn(nextLogin, lang, 'demooper');
    expect(await shownMenus(nextLogin, lang)).toEqual(['orderTrack', 'changePassword', 'accountSettings']);
    await nextLogin.close();
  } finally {
    // Back to the operator's default rights, so later flows see the demo data as shipped.
    await page.getByRole('button', { name: buttonName(lang, 'position.rights.restore') }).click();
    await page.getByRole('button', { name: buttonName(lang, 'common.actions.ok') }).click();
    await expect(page.getByText(text(lang, 'position.rights.restored'))).toBeVisible();
  }
  const restored = await browser.newPage();
  await logIn(restored, lang, 'demooper');
  expect(await shownMenus(restored, lang)).toEqual(['orderTrack', 'changePassword', 'apiCommands', 'accountSettings']);
  await restored.close();
});
