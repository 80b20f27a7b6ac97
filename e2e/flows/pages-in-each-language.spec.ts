import { expect, test, type Page } from '../support/test.ts';
import { checkPage } from '../support/pages.ts';
import { logIn, openMenu } from '../support/session.ts';
import { text, type Lang } from '../support/texts.ts';

const SHELL_PAGES = [
  ...['createReceive', 'receiveList', 'sendList', 'fbaOrder', 'specialList', 'waybillList', 'waybillDetail', 'orderImport'].map((item) => ({ group: 'orderManagement', item })),
  // A sub-menu of the orders group, open from the pages above.
  { group: 'print', item: 'importTheConfiguration' },
  ...['authority', 'numberSegment', 'siteManagement', 'staffManagement', 'customerManagement', 'customerGroups', 'transportationChannel', 'transAgreement', 'customerOrderRules', 'limitQuerySettings']
    .map((item) => ({ group: 'enterpriseManagement', item })),
  ...['partner', 'invite'].map((item) => ({ group: 'messages', item })),
  ...['language', 'apiCommands', 'customConfig', 'addressBook', 'logQuery'].map((item) => ({ group: 'systemManagement', item })),
  { group: 'account', item: 'accountSettings' },
];

/** The "what it does" cell of every command row (the rows with a version cell) on the API commands page. */
async function commandSummaries(page: Page): Promise<string[]> {
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '1.0', exact: true }) });
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((cells) => cells.map((row) => row.lastElementChild?.textContent ?? ''));
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`pages in ${lang}`, () => {
    test.use({ locale: lang });

    test('a visitor sees the public pages translated', async ({ page }) => {
      await page.goto('/#/login');
      await expect(page.getByRole('heading', { name: text(lang, 'auth.login.title') })).toBeVisible();
      await checkPage(page, lang, `login-${lang}`);

      await page.goto('/#/TMSlogin?companyNo=HYEXP');
      await expect(page.getByRole('heading', { name: text(lang, 'auth.login.carrierTitle') })).toBeVisible();
      await expect(page.getByText(lang === 'zh-CN' ? '华运国际物流' : 'Huayun International Logistics')).toBeVisible();
      await expect(page.getByText(text(lang, 'auth.footer.record', { recordNo: '粤ICP备2026000101号' }))).toBeVisible();
      await checkPage(page, lang, `tms-login-${lang}`);

      await page.goto('/#/registered');
      await expect(page.getByRole('heading', { name: text(lang, 'auth.register.title') })).toBeVisible();
      await checkPage(page, lang, `registration-${lang}`);

      await page.goto('/#/forget');
      await expect(page.getByRole('heading', { name: text(lang, 'auth.forget.title') })).toBeVisible();
      await checkPage(page, lang, `forgot-password-${lang}`);
    });

    test('an administrator sees every page of the shell translated', async ({ page }) => {
      await logIn(page, lang, 'demoadmin');
      await checkPage(page, lang, `home-${lang}`);
      for (const { group, item } of SHELL_PAGES) {
        await openMenu(page, lang, group, item);
        await checkPage(page, lang, `${item}-${lang}`);
      }
      // Commands without a translated summary fall back to the server's English one.
      await openMenu(page, lang, 'systemManagement', 'apiCommands');
      const summaries = await commandSummaries(page);
      expect(summaries.length).toBeGreaterThan(20);
      if (lang === 'zh-CN') expect(summaries.filter((summary) => !/\p{Script=Han}/u.test(summary))).toEqual([]);
    });
  });
}
