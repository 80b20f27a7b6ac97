import { expect, test } from '../support/test.ts';
import { downloadTemplate } from '../support/orderImport.ts';
import { createOrderRecordByApi } from '../support/orders.ts';
import { callCommand, chooseLanguage, logIn, openMenu, storedToken } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`everyday frictions in ${lang}`, () => {
    test.use({ locale: lang });

    test('a clerk downloads the import template without choosing one first', async ({ page }) => {
      await logIn(page, lang, 'demooper');
      await openMenu(page, lang, 'orderManagement', 'orderImport');
      const download = await downloadTemplate(page, lang);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    });

    test('an auditor finds passing the audit as the primary button, and an inbound order asked for at an outbound address opens on its own page', async ({ page }) => {
      await logIn(page, lang, 'demoadmin');
      const order = await createOrderRecordByApi(page, await storedToken(page), 'Desk fans');

      await page.goto(`/#/overseasEntry_examine/${order.id}`);
      const pass = page.getByRole('button', { name: buttonName(lang, 'order.action.auditPass') });
      await expect(pass).toHaveClass(/ant-btn-primary/);
      await expect(page.getByRole('button', { name: buttonName(lang, 'order.action.auditFail') })).toHaveClass(/ant-btn-dangerous/);

      await page.goto(`/#/send_order_update/${order.id}`);
      await expect(page).toHaveURL(new RegExp(`#/receive_order_update/${order.id}$`));
      await expect(page.getByRole('tab', { name: text(lang, 'orderForm.route.receive_order_update') })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#itemName')).toHaveValue('Desk fans');
    });
  });
}

test.describe('the language switch', () => {
  test.use({ locale: 'en-US' });

  test('a user who chose a language goes back to following the browser, on the account too', async ({ page, request }) => {
    await logIn(page, 'en-US', 'demooper');
    await chooseLanguage(page, 'zh-CN');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await page.getByRole('button', { name: text('zh-CN', 'common.language.label') }).click();
    await page.getByRole('menuitem', { name: text('zh-CN', 'language.followBrowser') }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const profile = await callCommand(request, 'uc/getUserInfo', {}, await storedToken(page));
    expect(JSON.parse(profile.body)).toMatchObject({ language: null });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.getByRole('button', { name: text('en-US', 'common.language.label') }).click();
    await expect(page.getByRole('menuitem', { name: text('en-US', 'language.followBrowser') })).toHaveClass(/item-selected/);
  });
});
