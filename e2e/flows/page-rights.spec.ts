import { expect, test } from '../support/test.ts';
import { checkPage } from '../support/pages.ts';
import { callCommand, logIn, storedToken } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

/** Pages an operator holds no function of, and the commands their pages would call. */
const ADMIN_PAGES = [
  { path: 'enterpriseManagement/siteManagement', name: 'sites', commands: ['main/listSites', 'main/listSiteOptions'] },
  { path: 'systemManagent/logQuery', name: 'log', commands: ['main/listAuditLog'] },
  { path: 'invite', name: 'invites', commands: ['main/listInvites'] },
  { path: 'language', name: 'language', commands: [] },
] as const;

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test(`the operator typing an admin URL sees the no-permission page (${lang})`, async ({ page, request }) => {
    await logIn(page, lang, 'demooper');
    const called: string[] = [];
    page.on('request', (sent) => {
      const command = /\/api\/(\w+\/\w+)\//.exec(sent.url())?.[1];
      if (command) called.push(command);
    });
    for (const { path, name, commands } of ADMIN_PAGES) {
      await page.goto(`/#/${path}`);
      await expect(page.getByText(text(lang, 'shell.noPermission.title'))).toBeVisible();
      await expect(page.getByText(text(lang, 'shell.noPermission.text'))).toBeVisible();
      await expect(page.locator('.ant-table, .ant-message-notice')).toHaveCount(0);
      await checkPage(page, lang, `no-permission-${name}-${lang}`);
      for (const command of commands) expect(called, `${path} called ${command}`).not.toContain(command);
    }

    // The way back: home, with the menus it holds.
    await page.getByRole('button', { name: buttonName(lang, 'common.actions.backHome') }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByText(text(lang, 'shell.noPermission.title'))).toHaveCount(0);

    // And the commands behind those pages refuse it on the server.
    const token = await storedToken(page);
    for (const command of ADMIN_PAGES.flatMap((admin) => admin.commands)) {
      expect((await callCommand(request, command, {}, token)).result_code, command).toBe(10021);
    }
    expect((await callCommand(request, 'main/saveLanguageText', { locale: lang, key: 'menu.partner', value: 'X' }, token)).result_code).toBe(10021);
  });
}

test('the operator opens the pages it holds as before: an order list and its address book', async ({ page }) => {
  const lang: Lang = 'zh-CN';
  await logIn(page, lang, 'demooper');
  for (const path of ['orderManagement/orderLists/receive', 'systemManagent/address']) {
    await page.goto(`/#/${path}`);
    await expect(page.locator('.ant-table')).toBeVisible();
    await expect(page.getByText(text(lang, 'shell.noPermission.title'))).toHaveCount(0);
  }
});
