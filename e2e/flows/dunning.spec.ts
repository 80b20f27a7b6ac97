import { expect, test } from '../support/test.ts';
import { partlyShownColumns } from '../support/layout.ts';
import { logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`dunning in ${lang}`, () => {
    test.use({ locale: lang });

    test('finance sets up a rule for one branch’s customers, reminded by SMS too, and every column fits 1440 px', async ({ page }) => {
      await logIn(page, lang, 'demoadmin');
      await openMenu(page, lang, 'financeManagement', 'financeDunning');
      await page.getByRole('button', { name: buttonName(lang, 'dunning.list.new') }).click();
      const form = page.getByRole('dialog').filter({ hasText: text(lang, 'dunning.form.newTitle') });
      const name = `${lang} 逾期 30 天`;
      await form.getByLabel(text(lang, 'dunning.field.name')).fill(name);
      await form.getByLabel(text(lang, 'dunning.field.amount')).fill('2000.5');
      await form.getByLabel(text(lang, 'dunning.mode.sms')).check();
      await form.getByLabel(text(lang, 'dunning.field.sites')).click();
      await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: /^1003 / }).click();
      await form.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
      await expect(page.getByText(text(lang, 'dunning.form.saved'))).toBeVisible();

      const row = page.locator('.ant-table-row').filter({ hasText: name });
      await expect(row).toContainText('2,000.50 RMB');
      await expect(row).toContainText(text(lang, 'dunning.mode.sms'));
      await expect(row).toContainText('1003 ');
      expect(await partlyShownColumns(page)).toEqual([]);
      await expect(row.getByRole('button', { name: text(lang, 'dunning.list.edit') })).toBeInViewport();

      await page.getByRole('tab', { name: text(lang, 'dunning.tab.sent') }).click();
      await expect(page.getByRole('columnheader', { name: text(lang, 'dunning.sent.sentAt') })).toBeVisible();
      expect(await partlyShownColumns(page)).toEqual([]);
    });
  });
}
