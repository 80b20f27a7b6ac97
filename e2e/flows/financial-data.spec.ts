import { expect, test } from '../support/test.ts';
import { logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

/**
 * A day of this run before the demo's rates (2000-2005 in Chinese, 2010-2015 in English): a retry or the other language
 * never finds the pair's day taken, and no later rate is in force on it.
 */
function dayOfRun(lang: Lang): string {
  const days = Math.floor(Date.now() / 1000) % 2000;
  return new Date(Date.UTC(lang === 'zh-CN' ? 2000 : 2010, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`financial data in ${lang}`, () => {
    test.use({ locale: lang });

    test('finance adds an exchange rate and converts an amount at it on its day', async ({ page }) => {
      const day = dayOfRun(lang);
      await logIn(page, lang, 'demoadmin');
      await openMenu(page, lang, 'systemManagement', 'financialData');
      // A holder of settlement.view opens on the overview: the last 12 months and the rankings are drawn.
      await expect(page.getByRole('img', { name: text(lang, 'settlement.overview.trend', { currency: 'RMB' }) }).locator('canvas').first()).toBeVisible();
      await expect(page.getByRole('img', { name: text(lang, 'settlement.overview.topChannels', { currency: 'RMB' }) }).locator('canvas').first()).toBeVisible();
      await page.getByRole('tab', { name: text(lang, 'settlement.overview.rates') }).click();
      // One dropdown at a time: the last one still closing would take the click.
      const choose = async (select: string, currency: string) => {
        await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
        await page.locator(select).click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${currency}$`) }).click();
      };
      await page.getByRole('button', { name: buttonName(lang, 'exchangeRate.new') }).click();
      const dialog = page.getByRole('dialog');
      await choose('#fromCurrency', 'USD');
      await choose('#toCurrency', 'RMB');
      await dialog.locator('#effectiveDate').fill(day);
      await dialog.locator('#effectiveDate').press('Enter');
      await dialog.locator('#rate').fill('7.0735');
      await dialog.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
      await expect(page.getByText(text(lang, 'exchangeRate.form.saved'))).toBeVisible();
      await expect(page.locator('.ant-table-row').filter({ hasText: day })).toContainText('7.0735');

      // The converter opens on USD to RMB.
      await page.locator('#exchangeRateConvert_amount').fill('100');
      await page.locator('#exchangeRateConvert_day').fill(day);
      await page.locator('#exchangeRateConvert_day').press('Enter');
      await page.getByRole('button', { name: buttonName(lang, 'exchangeRate.convert.submit') }).click();
      await expect(page.getByText(text(lang, 'exchangeRate.convert.result', { amount: '707.35', currency: 'RMB' }), { exact: true })).toBeVisible();
      await expect(page.getByText(text(lang, 'exchangeRate.convert.direct', { rate: '7.0735', from: 'USD', to: 'RMB', day }))).toBeVisible();
    });
  });
}
