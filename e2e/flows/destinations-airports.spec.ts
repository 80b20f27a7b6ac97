import { expect, test, type Page } from '../support/test.ts';
import { pickOption } from '../support/orders.ts';
import { checkPage } from '../support/pages.ts';
import { logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

const rowOf = (page: Page, code: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
const countryName = (code: string, lang: Lang) => new Intl.DisplayNames([lang], { type: 'region' }).of(code)!;

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`destinations, airports and city abbreviations in ${lang}`, () => {
    test.use({ locale: lang });

    test('a manager reads the destination codes and the countries, finds an airport and sees the city abbreviations', async ({ page }) => {
      await logIn(page, lang, 'demoadmin');
      await openMenu(page, lang, 'dataQuery', 'destination');
      await expect(rowOf(page, 'ONT8').getByText(`US ${countryName('US', lang)}`)).toBeVisible();
      await checkPage(page, lang, `destination-${lang}`);
      await page.getByRole('tab', { name: text(lang, 'destination.tabs.countries') }).click();
      await page.locator('#countryFilters_keyword').fill(lang === 'zh-CN' ? '德國' : 'germany');
      await page.getByRole('button', { name: buttonName(lang, 'common.filter.search') }).click();
      await expect(rowOf(page, 'DE').getByText('DEU')).toBeVisible();
      await checkPage(page, lang, `destination-countries-${lang}`);

      await openMenu(page, lang, 'dataQuery', 'airportCode');
      await page.locator('#airportFilters_keyword').fill('PVG');
      await page.getByRole('button', { name: buttonName(lang, 'common.filter.search') }).click();
      await expect(rowOf(page, 'PVG').getByText('ZSPD')).toBeVisible();
      await checkPage(page, lang, `airport-code-${lang}`);

      await openMenu(page, lang, 'dataQuery', 'cityAbbreviation');
      await expect(rowOf(page, 'LAX')).toBeVisible();
      await checkPage(page, lang, `city-abbreviation-${lang}`);
    });
  });
}

test('a manager adds a city abbreviation, choosing the country by its name', async ({ page }) => {
  const lang: Lang = 'zh-CN';
  await logIn(page, lang, 'demoadmin');
  await openMenu(page, lang, 'dataQuery', 'cityAbbreviation');
  await page.getByRole('button', { name: buttonName(lang, 'cityAbbreviation.new') }).click();
  const form = page.getByRole('dialog');
  await pickOption(page, 'countryCode', '加拿大', /^CA /);
  await form.locator('#cityName').fill('多伦多');
  await form.locator('#cityNameEn').fill('Toronto');
  await form.locator('#code').fill('yyz');
  await form.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
  await expect(page.getByText(text(lang, 'cityAbbreviation.form.saved'))).toBeVisible();
  await expect(rowOf(page, 'YYZ').getByText(`CA ${countryName('CA', lang)}`)).toBeVisible();
});
