import { expect, test, type Page } from '../support/test.ts';
import { checkPage } from '../support/pages.ts';
import { logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** The print templates page, under the orders group's Print sub-menu. */
async function openPrintTemplates(page: Page, lang: Lang): Promise<void> {
  const orders = page.getByRole('menuitem', { name: buttonName(lang, 'menu.orderManagement') });
  if ((await orders.getAttribute('aria-expanded')) !== 'true') await orders.click();
  await openMenu(page, lang, 'print', 'printConfiguration');
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test(`an administrator creates a print template from a built-in, finds it and previews it, then a customer print rule (${lang})`, async ({ page }) => {
    const name = `E2E ${lang} ${Date.now() % 100000}`;
    await logIn(page, lang, 'demoadmin');
    await openPrintTemplates(page, lang);
    await checkPage(page, lang, `printConfiguration-${lang}`);

    await page.getByRole('button', { name: buttonName(lang, 'printTemplate.list.new') }).click();
    const form = page.getByRole('dialog');
    await form.locator('#name').fill(name);
    await form.locator('#builtIn').click();
    await page.locator('.ant-select-dropdown:visible').getByText(text(lang, 'printTemplate.builtIn.commercialInvoice'), { exact: true }).click();
    await form.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
    await expect(page.getByText(text(lang, 'printTemplate.form.saved'))).toBeVisible();

    await page.locator('#printTemplateFilters_name').fill(name);
    await page.getByRole('button', { name: buttonName(lang, 'common.filter.search') }).click();
    const row = rowOf(page, name);
    await expect(row.getByText(text(lang, 'printTemplate.paper.A4'), { exact: true })).toBeVisible();

    const opened = page.waitForEvent('popup');
    await row.getByRole('button', { name: text(lang, 'printTemplate.list.preview') }).click();
    const preview = await opened;
    await expect(preview).toHaveURL(/^blob:/);
    await preview.close();

    // The template becomes the DHL channel's invoice, set in its defaults dialog and shown on its row.
    await row.getByRole('button', { name: text(lang, 'printTemplate.list.defaults') }).click();
    const defaults = page.getByRole('dialog');
    await defaults.getByLabel(text(lang, 'printTemplate.defaults.pick.channel')).fill('HY-DHL');
    await page.locator('.ant-select-dropdown:visible').getByText(/^HY-DHL/).first().click();
    // The channels' section comes first, then the customers'.
    await defaults.getByRole('button', { name: buttonName(lang, 'printTemplate.defaults.add') }).first().click();
    await expect(page.getByText(text(lang, 'printTemplate.defaults.set'))).toBeVisible();
    await defaults.locator('.ant-modal-close').click();
    await expect(row).toContainText('HY-DHL');

    // A customer print rule for every channel, made in the second tab and found in its list with the key's end only.
    const customer = lang === 'zh-CN' ? 'C0001' : 'C0002';
    const account = `EDI-${lang}-${Date.now() % 100000}`;
    await page.getByRole('tab', { name: text(lang, 'printTemplate.tab.rules') }).click();
    await page.getByRole('button', { name: buttonName(lang, 'customerPrintRule.list.new') }).click();
    const ruleForm = page.getByRole('dialog');
    await ruleForm.locator('#customerId').fill(customer);
    await page.locator('.ant-select-dropdown:visible').getByText(new RegExp(`^${customer} `)).click();
    await ruleForm.locator('#ediAccount').fill(account);
    await ruleForm.locator('#ediKey').fill('e2e-secret-key-7788');
    await ruleForm.locator('#mayPrintTransferLabel').click();
    await ruleForm.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
    await expect(page.getByText(text(lang, 'customerPrintRule.form.saved'))).toBeVisible();
    const rule = rowOf(page, account);
    await expect(rule.getByText(text(lang, 'customerPrintRule.allChannels'), { exact: true })).toBeVisible();
    await expect(rule.getByText(text(lang, 'customerPrintRule.keyEnd', { end: '7788' }), { exact: true })).toBeVisible();
    await expect(rule.getByText(text(lang, 'customerPrintRule.mayPrint.yes'), { exact: true })).toBeVisible();
    await expect(rule).not.toContainText('e2e-secret');
  });
}
