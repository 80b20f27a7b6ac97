import { expect, test, type Page } from '../support/test.ts';
import { checkPage } from '../support/pages.ts';
import { callCommand, logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

/** Opens an antd select or tree select by its form id, narrows a searchable one to the text, and clicks the option. */
async function choose(page: Page, id: string, option: string, search = false): Promise<void> {
  await page.locator(`#${id}`).click();
  if (search) await page.locator(`#${id}`).fill(option);
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

/** The table row whose first cell reads the code (a tree row's cell also holds its expand button). */
const rowOf = (page: Page, code: string) => page.locator('tr').filter({ has: page.locator('td', { hasText: new RegExp(`^\\s*${code}\\s*$`) }) });

test('an administrator builds a branch under the head office, is told a code is taken, and deletes the branch', async ({ page }) => {
  const lang: Lang = 'zh-CN';
  await logIn(page, lang, 'demoadmin');
  await openMenu(page, lang, 'enterpriseManagement', 'siteManagement');
  await expect(rowOf(page, '1001')).toBeVisible();

  await page.getByRole('button', { name: buttonName(lang, 'site.list.new') }).click();
  const form = page.getByRole('dialog');
  await form.locator('#code').fill('1201');
  await form.locator('#nameCn').fill('东莞分部');
  await form.locator('#nameEn').fill('Dongguan Branch');
  await choose(page, 'siteType', text(lang, 'site.type.branch'));
  await choose(page, 'parentId', '1001 深圳总部');
  await form.locator('#address').fill('东莞市长安镇振安路 8 号');
  await form.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
  await expect(page.getByText(text(lang, 'site.form.saved'))).toBeVisible();
  await expect(rowOf(page, '1201').getByText(text(lang, 'site.type.branch'), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: buttonName(lang, 'site.list.new') }).click();
  await form.locator('#code').fill('1002');
  await form.locator('#nameCn').fill('佛山网点');
  await choose(page, 'parentId', '1001 深圳总部');
  await form.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
  await expect(form.locator('.ant-form-item-explain-error').getByText(text(lang, 'hint.20006'))).toBeVisible();
  await form.getByRole('button', { name: buttonName(lang, 'common.actions.cancel') }).click();

  await rowOf(page, '1201').getByRole('button', { name: text(lang, 'site.list.delete') }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: buttonName(lang, 'common.actions.ok') }).click();
  await expect(page.getByText(text(lang, 'site.list.deleted'))).toBeVisible();
  await expect(rowOf(page, '1201')).toHaveCount(0);
});

test('an administrator hires a clerk, gives them a login, then suspends them; the login is refused (10046)', async ({ page, request }) => {
  const lang: Lang = 'en-US';
  await logIn(page, lang, 'demoadmin');
  await openMenu(page, lang, 'enterpriseManagement', 'staffManagement');

  await page.getByRole('button', { name: buttonName(lang, 'staff.list.new') }).click();
  const form = page.getByRole('dialog');
  await form.locator('#code').fill('E201');
  await form.locator('#name').fill('郑凯');
  await choose(page, 'siteId', '1003 Yiwu Branch');
  await choose(page, 'positionId', text(lang, 'role.operator'), true);
  await form.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
  await expect(page.getByText(text(lang, 'staff.form.saved'))).toBeVisible();
  const row = rowOf(page, 'E201');
  await expect(row.getByText(text(lang, 'staff.login.none'))).toBeVisible();

  await row.getByRole('button', { name: text(lang, 'staff.login.bind') }).click();
  await page.getByRole('dialog').locator('#account').fill('e2estaff1');
  await page.getByRole('dialog').locator('#password').fill('Start2026');
  await page.getByRole('dialog').getByRole('button', { name: buttonName(lang, 'staff.login.confirm') }).click();
  await expect(row.getByText('e2estaff1')).toBeVisible();
  const first = await callCommand(request, 'uc/userLogin', { account: 'e2estaff1', password: 'Start2026' });
  expect(first.result_code).toBe(0);
  expect(JSON.parse(first.body)).toMatchObject({ mustChangePassword: true });

  await row.getByRole('button', { name: text(lang, 'staff.list.edit') }).click();
  await choose(page, 'status', text(lang, 'staff.status.suspended'));
  await page.getByRole('dialog').getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
  await expect(row.getByText(text(lang, 'staff.status.suspended'))).toBeVisible();
  expect((await callCommand(request, 'uc/userLogin', { account: 'e2estaff1', password: 'Start2026' })).result_code).toBe(10046);
});

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test(`the site and staff pages are translated in ${lang}`, async ({ page }) => {
    await logIn(page, lang, 'demoadmin');
    for (const item of ['siteManagement', 'staffManagement']) {
      await openMenu(page, lang, 'enterpriseManagement', item);
      await checkPage(page, lang, `${item}-${lang}`);
    }
  });
}
