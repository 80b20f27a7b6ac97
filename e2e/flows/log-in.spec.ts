import { expect, test } from '../support/test.ts';
import { logIn, openLogin, submitLogin } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

// Carrier staff log in again on their carrier's own login page, cargo owners on the general one.
const people = [
  { account: 'demoadmin', name: '陈建国', company: { 'zh-CN': '华运国际物流', 'en-US': 'Huayun International Logistics' }, loginPage: /#\/TMSlogin\?companyNo=HYEXP$/ },
  { account: 'demooper', name: '王丽', company: { 'zh-CN': '华运国际物流', 'en-US': 'Huayun International Logistics' }, loginPage: /#\/TMSlogin\?companyNo=HYEXP$/ },
  { account: 'demoowner', name: '李思远', company: { 'zh-CN': '星河跨境电商', 'en-US': 'Xinghe Cross-border' }, loginPage: /#\/login$/ },
  { account: 'otheradmin', name: '孙海', company: { 'zh-CN': '环球速运', 'en-US': 'Globex Freight' }, loginPage: /#\/TMSlogin\?companyNo=GLBX$/ },
];

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`logging in (${lang})`, () => {
    for (const person of people) {
      test(`${person.account} logs in, sees their company, and logs out`, async ({ page }) => {
        await logIn(page, lang, person.account);
        await expect(page.locator('header').getByText(person.company[lang], { exact: true })).toBeVisible();
        await page.locator('header').getByText(person.name, { exact: true }).hover();
        await page.getByRole('menuitem', { name: text(lang, 'shell.header.logout') }).click();
        // The confirmation zooms in; a click during the animation may land before it listens, so retry.
        await expect(async () => {
          await page.getByRole('dialog').getByRole('button', { name: buttonName(lang, 'shell.logout.ok') }).click({ timeout: 2_000 });
          await expect(page.getByRole('button', { name: buttonName(lang, 'auth.login.submit') })).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 15_000 });
        await expect(page).toHaveURL(person.loginPage);
      });
    }

    test('a wrong password and an employee who has left are refused with a translated message', async ({ page }) => {
      await openLogin(page, lang);
      await submitLogin(page, lang, 'demooper', 'wrong1234');
      await expect(page.getByText(text(lang, 'hint.10001'))).toBeVisible();
      await submitLogin(page, lang, 'demoleft');
      await expect(page.getByText(text(lang, 'hint.10046'))).toBeVisible();
    });
  });
}

test('an account with two identities chooses which one to log in as', async ({ page }) => {
  await openLogin(page, 'en-US');
  await submitLogin(page, 'en-US', 'demomulti');
  const dialog = page.getByRole('dialog', { name: text('en-US', 'auth.choice.title') });
  await expect(dialog.getByRole('row', { name: /OWN1001/ })).toBeVisible();
  await expect(dialog.getByText('华运国际物流 (HYEXP)')).toBeVisible();
  await dialog.getByRole('row', { name: /HYEXP/ }).getByRole('button').click();
  await expect(page.locator('header').getByText('Huayun International Logistics', { exact: true })).toBeVisible();
});
