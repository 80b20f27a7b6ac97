import { expect, test } from '../support/test.ts';
import { fillOrderForm, pickOption, saveNewOrder } from '../support/orders.ts';
import { logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

/** What the SKU declares; a currency other than a new line's USD, so the fill shows. */
const SKU = { nameCn: '铝合金手机支架', nameEn: 'Aluminium phone stand', customsCode: '8302500000', unitPrice: '6.80', currency: 'HKD', unitWeight: '0.120', material: 'aluminium' };

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`the SKU library fills invoice lines in ${lang}`, () => {
    test.use({ locale: lang });

    test('an admin adds a SKU for a customer, picks it on an order of that customer, and the saved line holds it', async ({ page }) => {
      // One code per language and run: a retry or the other language never finds its SKU taken.
      const code = `STAND-${Date.now().toString(36).toUpperCase()}-${lang === 'zh-CN' ? 'ZH' : 'EN'}`;
      await logIn(page, lang, 'demoadmin');
      await openMenu(page, lang, 'systemManagement', 'skuLibrary');
      await page.getByRole('button', { name: buttonName(lang, 'sku.new') }).click();
      const dialog = page.getByRole('dialog');
      await pickOption(page, 'customerId', 'C0002', 'C0002');
      await dialog.locator('#code').fill(code);
      await dialog.locator('#nameCn').fill(SKU.nameCn);
      await dialog.locator('#nameEn').fill(SKU.nameEn);
      await dialog.locator('#customsCode').fill(SKU.customsCode);
      await dialog.locator('#unitPrice').fill(SKU.unitPrice);
      await dialog.locator('#currency').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: SKU.currency }).click();
      await dialog.locator('#unitWeight').fill(SKU.unitWeight);
      await dialog.locator('#material').fill(SKU.material);
      await dialog.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
      await expect(page.getByText(text(lang, 'sku.form.saved'))).toBeVisible();
      await expect(page.locator('.ant-table-row').filter({ hasText: code })).toContainText(SKU.nameEn);

      await openMenu(page, lang, 'orderManagement', 'createReceive');
      await fillOrderForm(page, { itemName: 'Phone stands', receiverPhone: '+1 206 555 0150' });
      await page.getByRole('button', { name: buttonName(lang, 'orderForm.invoice.add') }).click();
      // The SKU cell is found by its label: it is an autocomplete inside the line's form item, not the item's input.
      const skuCell = page.getByRole('combobox', { name: text(lang, 'orderForm.invoice.sku') });
      await expect(async () => {
        await skuCell.fill(code);
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `${code} ${SKU.nameCn}` }).click({ timeout: 10_000 });
      }).toPass({ timeout: 45_000 });
      await expect(page.getByText(text(lang, 'orderForm.invoice.skuFilled', { code }))).toBeVisible();
      const cell = (field: string) => page.locator(`#invoiceLines_0_${field}`);
      const filled = { descriptionCn: SKU.nameCn, descriptionEn: SKU.nameEn, customsCode: SKU.customsCode, unitPrice: SKU.unitPrice, unitWeight: SKU.unitWeight, material: SKU.material };
      for (const [field, value] of Object.entries(filled)) await expect(cell(field)).toHaveValue(value);
      await expect(page.locator('.ant-form-item').filter({ has: cell('currency') })).toContainText(SKU.currency);

      const orderNo = await saveNewOrder(page, lang);
      await page.getByRole('button', { name: buttonName(lang, 'orderForm.saved.view') }).click();
      await expect(page.getByText(text(lang, 'orderForm.page.view', { orderNo }))).toBeVisible();
      const invoice = page.locator('.order-form-card').filter({ hasText: text(lang, 'orderForm.section.invoice') });
      const line = invoice.locator('.ant-table-row');
      await expect(line).toHaveCount(1);
      for (const shown of [SKU.nameCn, SKU.nameEn, SKU.customsCode, '6.8', SKU.currency, '0.12', SKU.material]) await expect(line).toContainText(shown);
    });
  });
}
