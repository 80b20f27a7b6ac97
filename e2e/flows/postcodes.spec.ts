import ExcelJS from 'exceljs';
import { expect, test } from '../support/test.ts';
import { fillOrderForm, pickOption } from '../support/orders.ts';
import { logIn, openMenu } from '../support/session.ts';
import { expectTaskEnds, startTask, taskEntry } from '../support/taskBox.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A carrier's postcode list as it receives one: Canadian postcodes (none in the demo data), English headers. */
async function postcodeFile(postcode: string, city: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Postcodes');
  sheet.addRow(['Country', 'Postcode', 'City', 'State']);
  sheet.addRow(['CA', postcode, city, 'ON']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const PLACES: Record<Lang, { postcode: string; city: string }> = { 'zh-CN': { postcode: 'M5V 3L9', city: 'Toronto' }, 'en-US': { postcode: 'K1A 0B1', city: 'Ottawa' } };

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`postcodes in ${lang}`, () => {
    test.use({ locale: lang });

    test('a manager imports a postcode file; an order whose city disagrees with its postcode is refused', async ({ page }) => {
      test.slow();
      const place = PLACES[lang];
      await logIn(page, lang, 'demoadmin');
      await openMenu(page, lang, 'dataQuery', 'postcode');
      await page.getByRole('button', { name: buttonName(lang, 'tableExcel.import') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type=file]').setInputFiles({ name: 'postcodes.xlsx', mimeType: XLSX_TYPE, buffer: await postcodeFile(place.postcode, place.city) });
      const task = await startTask(page, 'startPostcodeImport', () => dialog.getByRole('button', { name: buttonName(lang, 'tableExcel.startImport') }).click());
      await expectTaskEnds(await taskEntry(page, lang, task), lang, 'succeeded');
      await page.locator('#postcodeFilters_postcodePrefix').fill(place.postcode.slice(0, 3));
      await page.getByRole('button', { name: buttonName(lang, 'common.filter.search') }).click();
      await expect(page.getByRole('cell', { name: place.postcode })).toBeVisible();

      await openMenu(page, lang, 'orderManagement', 'createReceive');
      await fillOrderForm(page, { itemName: 'Maple syrup', receiverPhone: '+1 416 555 0100' });
      await pickOption(page, 'receiver_country', 'CA', /^CA /);
      await page.locator('#receiver_postcode').fill(place.postcode);
      // The postcode's one place fills the city; the clerk overwrites it with another.
      await expect(page.locator('#receiver_city')).toHaveValue(place.city);
      await page.locator('#receiver_city').fill('Vancouver');
      await page.getByRole('button', { name: buttonName(lang, 'orderForm.submit.create') }).click();
      const city = page.locator('.ant-form-item').filter({ has: page.locator('#receiver_city') });
      await expect(city.locator('.ant-form-item-explain-error')).toHaveText(text(lang, 'hint.40002'));
    });
  });
}
