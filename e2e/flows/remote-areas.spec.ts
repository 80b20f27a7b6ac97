import { expect, test, type Page } from '../support/test.ts';
import { createOrderRecordByApi, pickOption } from '../support/orders.ts';
import { searchByNumbers } from '../support/orderList.ts';
import { checkPage } from '../support/pages.ts';
import { logIn, openMenu, storedToken } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

const rowOf = (page: Page, place: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: place, exact: true }) });

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`remote areas in ${lang}`, () => {
    test.use({ locale: lang });

    test('a manager reads the remote areas with their channel and class, adds a city for every channel, and an order there is marked on its list row', async ({ page }) => {
      await logIn(page, lang, 'demoadmin');
      await openMenu(page, lang, 'dataQuery', 'remoteArea');
      const alaska = rowOf(page, '995-999');
      await expect(alaska.getByText(text(lang, 'remoteArea.class.extendedRemote'))).toBeVisible();
      await expect(alaska.getByText(text(lang, 'remoteArea.allChannels'))).toBeVisible();
      await expect(rowOf(page, 'Tromsø').getByText('HY-DHL')).toBeVisible();
      await checkPage(page, lang, `remote-areas-${lang}`);

      const [city, postcode] = lang === 'zh-CN' ? ['Nome', '99762'] : ['Bethel', '99559'];
      await page.getByRole('button', { name: buttonName(lang, 'remoteArea.new') }).click();
      const form = page.getByRole('dialog');
      await pickOption(page, 'country', 'US', /^US /);
      await form.getByText(text(lang, 'remoteArea.field.city'), { exact: true }).click();
      await form.locator('#city').fill(city);
      await form.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
      await expect(page.getByText(text(lang, 'remoteArea.form.saved'))).toBeVisible();
      await expect(rowOf(page, city).getByText(text(lang, 'remoteArea.class.remote'))).toBeVisible();

      // An order there is marked when it is saved: Alaska's extended class is the greater of its two rows.
      const { orderNo } = await createOrderRecordByApi(page, await storedToken(page), 'Snow boots', 'HY-DHL', { city, postcode });
      await openMenu(page, lang, 'orderManagement', 'receiveList');
      const [row] = await (await searchByNumbers(page, lang, 'orderNo', [orderNo])).all();
      await expect(row.getByText(text(lang, 'remoteArea.class.extendedRemote'))).toBeVisible();
    });
  });
}
