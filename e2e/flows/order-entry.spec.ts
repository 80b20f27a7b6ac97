import { expect, test } from '../support/test.ts';
import { fillOrderForm, saveNewOrder } from '../support/orders.ts';
import { logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`order entry in ${lang}`, () => {
    test.use({ locale: lang });

    test('a clerk enters an inbound order, is told what is wrong, fixes it and saves it', async ({ page }) => {
      await logIn(page, lang, 'demooper');
      await openMenu(page, lang, 'orderManagement', 'createReceive');
      await fillOrderForm(page, { itemName: 'Bluetooth speakers', receiverPhone: 'call me' });
      await page.getByRole('button', { name: buttonName(lang, 'orderForm.submit.create') }).click();
      const phone = page.locator('.ant-form-item').filter({ has: page.locator('#receiver_phone') });
      await expect(phone.locator('.ant-form-item-explain-error')).toHaveText(text(lang, 'reason.invalidFormat'));

      await page.locator('#receiver_phone').fill('+1 206 555 0142');
      const orderNo = await saveNewOrder(page, lang);

      await page.getByRole('button', { name: buttonName(lang, 'orderForm.saved.view') }).click();
      await expect(page.getByText(text(lang, 'orderForm.page.view', { orderNo }))).toBeVisible();
      await expect(page.getByText('Bluetooth speakers')).toBeVisible();

      await page.getByRole('button', { name: buttonName(lang, 'order.action.edit') }).click();
      await expect(page.getByText(text(lang, 'orderForm.page.update', { orderNo }))).toBeVisible();
      await page.locator('#itemName').fill('Bluetooth speakers, black');
      await page.getByRole('button', { name: buttonName(lang, 'orderForm.submit.update') }).click();
      await expect(page.getByText(text(lang, 'orderForm.updated', { orderNo }))).toBeVisible();
      await page.getByRole('tab', { name: text(lang, 'order.history.title') }).click();
      await expect(page.getByText(text(lang, 'order.action.create'), { exact: true })).toBeVisible();
      const edit = page.locator('.order-history-change').filter({ hasText: text(lang, 'order.field.itemName') });
      await expect(edit).toContainText('Bluetooth speakers');
      await expect(edit).toContainText('Bluetooth speakers, black');
    });
  });
}

test.describe('every creation screen', () => {
  test.use({ locale: 'en-US' });

  test('saves an order of its own kind', async ({ page }) => {
    // Six forms in one test, each picking four autocompletes: beyond the default minute on 2 shared cores.
    test.slow();
    await logIn(page, 'en-US', 'demoadmin');
    const screens = [
      { item: 'createHyreceive' }, { item: 'createSend' }, { item: 'proxyInput' }, { item: 'specialOrder' },
      { item: 'fbaOrder', warehouse: true }, { item: 'fbacommon', warehouse: true },
    ];
    for (const { item, warehouse } of screens) {
      await openMenu(page, 'en-US', 'orderManagement', item);
      await fillOrderForm(page, { itemName: `Goods of ${item}`, receiverPhone: '+1 206 555 0100', warehouse });
      await saveNewOrder(page, 'en-US');
    }
  });

  test('a cargo owner places an order with its carrier', async ({ page }) => {
    await logIn(page, 'en-US', 'demoowner');
    await openMenu(page, 'en-US', 'orderManagement', 'createOrder');
    await fillOrderForm(page, { itemName: 'Ceramic mugs', receiverPhone: '+1 206 555 0101', customer: false, carrier: true });
    await saveNewOrder(page, 'en-US');
  });
});
