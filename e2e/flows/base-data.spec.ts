import { expect, test } from '../support/test.ts';
import { fillOrderForm, saveNewOrder } from '../support/orders.ts';
import { logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`base data extends the goods types in ${lang}`, () => {
    test.use({ locale: lang });

    test("an admin adds a goods type, picks it by its name on an order, and the order shows that name", async ({ page }) => {
      // One code per language and run: a retry or the other language never finds its value taken.
      const run = `${Date.now().toString(36)}${lang === 'zh-CN' ? 'zh' : 'en'}`;
      const names = { nameZhCn: `锂电池${run}`, nameZhTw: `鋰電池${run}`, nameEn: `Lithium cells ${run}` };
      const shown = lang === 'zh-CN' ? names.nameZhCn : names.nameEn;
      await logIn(page, lang, 'demoadmin');
      await openMenu(page, lang, 'systemManagement', 'baseData');
      await page.getByRole('button', { name: buttonName(lang, 'baseData.new') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#code').fill(`LI-${run}`);
      for (const [field, value] of Object.entries(names)) await dialog.locator(`#${field}`).fill(value);
      await dialog.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
      await expect(page.getByText(text(lang, 'baseData.form.saved'))).toBeVisible();
      // Kept in the form an order stores it: lower case.
      await expect(page.locator('.ant-table-row').filter({ hasText: `li-${run}` })).toContainText(names.nameEn);

      await openMenu(page, lang, 'orderManagement', 'createReceive');
      await fillOrderForm(page, { itemName: 'Lithium cells', receiverPhone: '+1 206 555 0151' });
      await expect(async () => {
        await page.locator('#goodsType').click();
        await page.locator('#goodsType').fill(run);
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: shown }).click({ timeout: 10_000 });
      }).toPass({ timeout: 45_000 });
      const orderNo = await saveNewOrder(page, lang);
      await page.getByRole('button', { name: buttonName(lang, 'orderForm.saved.view') }).click();
      await expect(page.getByText(text(lang, 'orderForm.page.view', { orderNo }))).toBeVisible();
      await expect(page.getByText(shown, { exact: true })).toBeVisible();
    });
  });
}
