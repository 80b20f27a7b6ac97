import { expect, test } from '../support/test.ts';
import { createOrderRecordByApi } from '../support/orders.ts';
import { logIn, openMenu, storedToken } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';
import { fileOf, openDownloaded } from '../support/workbooks.ts';

/** The first-half-kilo price each language's run writes into the demo's European sea card (distinct, so a rerun shows its own). */
const FIRST_PRICE: Record<Lang, string> = { 'zh-CN': '188.8', 'en-US': '177.7' };

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`prices in ${lang}`, () => {
    test.use({ locale: lang });

    test('finance edits a rate card in Excel, imports it and prices a shipment on it, cheapest channel first', async ({ page }) => {
      const price = FIRST_PRICE[lang];
      await logIn(page, lang, 'demoadmin');
      await openMenu(page, lang, 'financeManagement', 'rateCards');
      await page.getByText(/^HY-EU-SEA 销售价/).click();
      const firstCell = page.locator('#rateCard_breaks_0_prices_0');
      await expect(firstCell).toBeVisible();

      // Export, change the first band's price in the workbook as a carrier would in Excel, and import it back.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: buttonName(lang, 'tableExcel.export') }).click();
      const workbook = await openDownloaded(await download);
      const rates = workbook.worksheets[0];
      expect(rates.getRow(1).getCell(1).text).toBe(lang === 'zh-CN' ? '起始重量kg' : 'From kg');
      rates.getRow(2).getCell(5).value = Number(price);
      await page.locator('input[type=file]').setInputFiles(await fileOf(workbook, 'eu-sea.xlsx'));
      await expect(page.getByText(text(lang, 'tableExcel.importStarted', { name: 'eu-sea.xlsx' }))).toBeVisible();
      await expect.poll(async () => {
        await page.reload();
        return firstCell.inputValue();
      }, { timeout: 30_000 }).toBe(price);

      // 0.4 kg to Germany: chargeable 0.5 kg, the first band's flat price is the base freight.
      await openMenu(page, lang, 'financeManagement', 'priceQuery');
      await page.locator('#freightTrial_country').click();
      await page.keyboard.type('DE');
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^DE/ }).click();
      await page.locator('#freightTrial_pieces_0_weight').fill('0.4');
      await page.getByRole('button', { name: buttonName(lang, 'priceQuery.form.calculate') }).click();
      const seaRow = page.locator('.ant-table-row').filter({ hasText: 'HY-EU-SEA' });
      await expect(seaRow).toContainText(`${price}0`);
      // The comparison offers every channel serving Germany, priced ones first.
      const rows = page.locator('.ant-table-row');
      expect(await rows.count()).toBeGreaterThan(1);
      await expect(rows.first()).not.toHaveAttribute('aria-disabled', 'true');
      // A row opens to its breakdown, naming the card it was priced on.
      await seaRow.locator('.ant-table-row-expand-icon').click();
      await expect(page.locator('.ant-table-expanded-row')).toContainText(/HY-EU-SEA 销售价/);
    });

    test('an order is priced when it is entered, its breakdown on its page, and priced again when re-weighed', async ({ page }) => {
      await logIn(page, lang, 'demoadmin');
      const order = await createOrderRecordByApi(page, await storedToken(page), `Phone cases ${lang}`, 'HY-US-AIR');
      await page.goto(`/#/overseasEntry_details/${order.id}`);
      await page.getByRole('tab', { name: text(lang, 'orderPrice.title') }).click();
      const freight = page.getByRole('tabpanel', { name: text(lang, 'orderPrice.title') });
      await expect(freight).toContainText(text(lang, 'orderPrice.stage.created'));
      await expect(freight).toContainText('RMB');
      // 1.2 kg declared; the warehouse weighs 3.4 kg: a second price, the first kept beside it.
      await page.getByRole('button', { name: buttonName(lang, 'orderPrice.reweigh.open') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[id$="pieces_0_weight"]').fill('3.4');
      await dialog.getByRole('button', { name: buttonName(lang, 'orderPrice.reweigh.submit') }).click();
      await expect(page.getByText(text(lang, 'orderPrice.reweigh.done'))).toBeVisible();
      await expect(freight).toContainText(text(lang, 'orderPrice.stage.reweighed'));
      await expect(freight).toContainText('3.5');
    });

    test('a visitor reads a carrier’s public prices without logging in', async ({ page }) => {
      await page.goto(`/#/offeraquery?companyNo=HYEXP`);
      await expect(page.getByRole('heading', { name: new RegExp(text(lang, 'priceQuery.public.carrierTitle', { name: '.+' })) })).toBeVisible();
      await page.locator('#price-country').fill('US');
      await page.locator('#price-postcode').fill('10001');
      await page.locator('#price-weight').fill('2.1');
      await page.getByRole('button', { name: buttonName(lang, 'priceQuery.public.search') }).click();
      // Only the carrier's public selling cards: its US air line and DHL, never a cost price or the other channels.
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(page.locator('tbody')).toContainText(lang === 'zh-CN' ? '美国空派专线' : 'US Air Express Line');
      await expect(page.locator('tbody')).toContainText('RMB');
    });
  });
}
