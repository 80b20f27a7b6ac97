import { expect, test, type Page } from '../support/test.ts';
import { pickOption } from '../support/orders.ts';
import { checkPage, waitForData } from '../support/pages.ts';
import { logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

/** The carrier-choice options the order form offers for a keyword. */
async function carrierOptions(page: Page, keyword: string) {
  const input = page.locator('#carrierCompanyNo');
  await input.click();
  await input.fill(keyword);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(dropdown).toBeVisible();
  await page.waitForTimeout(600);
  const options = await dropdown.locator('.ant-select-item-option').allTextContents();
  await page.keyboard.press('Escape');
  return options;
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`partners and the address book in ${lang}`, () => {
    test.use({ locale: lang });

    test('a carrier invites the cargo owner, who orders through it until the partnership ends', async ({ page, browser }) => {
      await logIn(page, lang, 'otheradmin');
      await openMenu(page, lang, 'messages', 'invite');
      await checkPage(page, lang, `invite-${lang}`);
      await page.getByRole('button', { name: buttonName(lang, 'invite.list.generate') }).click();
      const generated = page.getByRole('dialog');
      await generated.getByRole('button', { name: buttonName(lang, 'invite.generate.submit') }).click();
      await expect(generated.getByText(text(lang, 'invite.generate.created'))).toBeVisible();
      const code = (await generated.locator('code').textContent())!.replace(/\s/g, '');
      expect(code).toMatch(/^[A-Z0-9]{12}$/);

      const owner = await (await browser.newContext({ locale: lang })).newPage();
      await logIn(owner, lang, 'demoowner');
      await openMenu(owner, lang, 'orderManagement', 'createOrder');
      expect(await carrierOptions(owner, 'GLBX')).toEqual([]);

      await openMenu(owner, lang, 'messages', 'partner');
      await checkPage(owner, lang, `partner-owner-${lang}`);
      await owner.getByRole('button', { name: buttonName(lang, 'partner.accept.open') }).click();
      const dialog = owner.getByRole('dialog');
      await dialog.getByLabel(text(lang, 'partner.accept.code')).fill(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
      await dialog.getByRole('button', { name: buttonName(lang, 'partner.accept.submit') }).click();
      await expect(owner.getByText(text(lang, 'partner.accept.done', { companyNo: 'GLBX' }))).toBeVisible();
      const row = owner.getByRole('row').filter({ hasText: 'GLBX' }).filter({ hasText: text(lang, 'partner.status.active') });
      await expect(row).toBeVisible();

      await owner.getByRole('tab', { name: text(lang, 'menu.createOrder') }).click();
      expect((await carrierOptions(owner, 'GLBX')).join()).toContain('GLBX');

      await owner.getByRole('tab', { name: text(lang, 'menu.partner') }).click();
      await row.getByRole('button', { name: buttonName(lang, 'partner.list.dissolve') }).click();
      await owner.locator('.ant-popconfirm').getByRole('button', { name: buttonName(lang, 'common.actions.ok') }).click();
      await expect(owner.getByText(text(lang, 'partner.list.dissolved', { companyNo: 'GLBX' }))).toBeVisible();
      await owner.getByRole('tab', { name: text(lang, 'menu.createOrder') }).click();
      expect(await carrierOptions(owner, 'GLBX')).toEqual([]);

      await page.reload();
      await waitForData(page);
      await expect(page.getByRole('row').filter({ hasText: code.slice(0, 4) }).getByText(text(lang, 'invite.status.ended'))).toBeVisible();
    });

    test('a clerk saves a receiver in the address book and fills an order with it', async ({ page }) => {
      const alias = lang === 'zh-CN' ? '悉尼仓' : 'Harbour';
      await logIn(page, lang, 'demooper');
      await openMenu(page, lang, 'systemManagement', 'addressBook');
      await checkPage(page, lang, `address-book-${lang}`);
      await page.getByRole('button', { name: buttonName(lang, 'address.list.new') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#alias').fill(alias);
      await dialog.locator('#name').fill('Jack Wilson');
      await dialog.locator('#phone').fill('61290001234');
      await pickOption(page, 'country', 'AU', /^AU /);
      await dialog.locator('#city').fill('Sydney');
      await dialog.locator('#address').fill('1 Martin Place');
      await dialog.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
      await expect(page.getByRole('row').filter({ hasText: alias }).first()).toContainText('612****1234');

      await openMenu(page, lang, 'orderManagement', 'createReceive');
      const picker = page.getByLabel(text(lang, 'address.pick.label')).first();
      await picker.click();
      await picker.fill(alias);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: alias }).first().click();
      await expect(page.locator('#receiver_name')).toHaveValue('Jack Wilson');
      await expect(page.locator('#receiver_phone')).toHaveValue('61290001234');
      await expect(page.locator('#receiver_address1')).toHaveValue('1 Martin Place');
    });
  });
}
