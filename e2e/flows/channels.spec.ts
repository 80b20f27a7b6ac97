import { expect, test, type Page } from '../support/test.ts';
import { checkPage } from '../support/pages.ts';
import { logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

const PAGES = ['transportationChannel', 'transAgreement', 'customerOrderRules', 'limitQuerySettings'];
const rowOf = (page: Page, code: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test(`an administrator sees the channel pages translated (${lang})`, async ({ page }) => {
    await logIn(page, lang, 'demoadmin');
    for (const item of PAGES) {
      await openMenu(page, lang, 'enterpriseManagement', item);
      await checkPage(page, lang, `${item}-${lang}`);
    }
  });
}

test('an administrator opens a postcode-based channel, disables it and deletes it', async ({ page }) => {
  const lang: Lang = 'zh-CN';
  await logIn(page, lang, 'demoadmin');
  await openMenu(page, lang, 'enterpriseManagement', 'transportationChannel');
  await page.getByRole('button', { name: buttonName(lang, 'channel.list.new') }).click();
  const form = page.getByRole('dialog');
  await form.locator('#code').fill('e2e-jp');
  await form.locator('#nameCn').fill('日本东京专线');
  await form.getByRole('switch', { name: text(lang, 'channel.field.postcodeDestinations') }).click();
  await form.getByRole('button', { name: text(lang, 'channel.form.addCountry') }).click();
  await form.getByRole('combobox', { name: text(lang, 'channel.field.country') }).fill('JP');
  await page.locator('.ant-select-dropdown:visible').getByText(/^JP /).click();
  await form.getByRole('combobox', { name: text(lang, 'channel.field.postcodes') }).fill('100-179 ');
  await form.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
  await expect(page.getByText(text(lang, 'channel.form.saved'))).toBeVisible();

  const row = rowOf(page, 'E2E-JP');
  await expect(row.getByText('JP', { exact: true })).toBeVisible();
  await row.getByRole('switch').click();
  await expect(row.getByRole('switch')).not.toBeChecked();
  await row.getByRole('button', { name: text(lang, 'channel.list.delete') }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: buttonName(lang, 'common.actions.ok') }).click();
  await expect(page.getByText(text(lang, 'channel.list.deleted'))).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a channel with orders is kept: deleting it says to disable it instead', async ({ page }) => {
  const lang: Lang = 'en-US';
  await logIn(page, lang, 'demoadmin');
  await openMenu(page, lang, 'enterpriseManagement', 'transportationChannel');
  await rowOf(page, 'HY-DHL').getByRole('button', { name: text(lang, 'channel.list.delete') }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: buttonName(lang, 'common.actions.ok') }).click();
  await expect(page.getByText(text(lang, 'channel.list.inUse', { use: text(lang, 'channel.use.segments') }))).toBeVisible();
});

test('the query limits a manager saves are what the order list offers', async ({ page }) => {
  const lang: Lang = 'en-US';
  await logIn(page, lang, 'demoadmin');
  await openMenu(page, lang, 'enterpriseManagement', 'limitQuerySettings');
  await page.getByText('300', { exact: true }).click();
  await page.getByRole('button', { name: buttonName(lang, 'queryLimits.save') }).click();
  await expect(page.getByText(text(lang, 'queryLimits.saved'))).toBeVisible();
  await openMenu(page, lang, 'orderManagement', 'receiveList');
  await expect(page.getByPlaceholder(text(lang, 'orderList.filters.numbersPlaceholder', { max: 300 }))).toBeVisible();
  await openMenu(page, lang, 'enterpriseManagement', 'limitQuerySettings');
  await page.getByRole('button', { name: buttonName(lang, 'queryLimits.restoreDefaults') }).click();
  await page.getByRole('button', { name: buttonName(lang, 'queryLimits.save') }).click();
  // The first save's message may still be showing beside this one.
  await expect(page.getByText(text(lang, 'queryLimits.saved')).last()).toBeVisible();
});
