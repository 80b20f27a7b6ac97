import { expect, test } from '../support/test.ts';
import { fillOrderForm } from '../support/orders.ts';
import { logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

/** A hint with a nested text ($t(namespace.key)), as i18next writes it. */
const nested = (lang: Lang, shown: string) => shown.replace(/\$t\(([\w.]+)\)/g, (_, key: string) => text(lang, key));

for (const [lang, phone] of [['zh-CN', '+1 206 555 0198'], ['en-US', '+1 206 555 0199']] as [Lang, string][]) {
  test.describe(`the blacklist in ${lang}`, () => {
    test.use({ locale: lang });

    test('a manager blacklists a phone, and an order to it is refused naming the field and the entry', async ({ page }) => {
      await logIn(page, lang, 'demoadmin');
      await openMenu(page, lang, 'dataQuery', 'blacklist');
      await page.getByRole('button', { name: buttonName(lang, 'blacklist.list.new') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#subject').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text(lang, 'blacklist.subject.phone') }).click();
      await dialog.locator('#value').fill(phone);
      await dialog.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
      await expect(page.getByText(text(lang, 'blacklist.form.saved'))).toBeVisible();
      await expect(page.locator('.ant-table-row').filter({ hasText: phone })).toContainText(text(lang, 'blacklist.matchKind.exact'));

      await openMenu(page, lang, 'orderManagement', 'createReceive');
      await fillOrderForm(page, { itemName: 'Desk lamps', receiverPhone: phone.replaceAll(' ', '-') });
      await page.getByRole('button', { name: buttonName(lang, 'orderForm.submit.create') }).click();
      const refusal = nested(lang, text(lang, 'hint.101002', { fieldKey: 'receiver.phone', entry: phone }));
      const field = page.locator('.ant-form-item').filter({ has: page.locator('#receiver_phone') });
      await expect(field.locator('.ant-form-item-explain-error')).toHaveText(refusal);
    });
  });
}
