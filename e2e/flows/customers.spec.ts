import { expect, test, type Page } from '../support/test.ts';
import { callCommand, logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

/** Opens an antd select by its form id and clicks the option holding the text. */
async function choose(page: Page, id: string, option: string): Promise<void> {
  await page.locator(`#${id}`).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

const customerRow = (page: Page, code: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });

test('an administrator adds a customer, gives it a login and stops it; the login is then refused (10039)', async ({ page, request }) => {
  const lang: Lang = 'zh-CN';
  await logIn(page, lang, 'demoadmin');
  await openMenu(page, lang, 'enterpriseManagement', 'customerManagement');

  await page.getByRole('button', { name: buttonName(lang, 'customer.list.new') }).click();
  const form = page.getByRole('dialog');
  await form.locator('#code').fill('E2E-001');
  await form.locator('#name').fill('深圳前海贸易');
  await choose(page, 'settlementType', text(lang, 'customer.settlementType.monthly'));
  await choose(page, 'attribute', text(lang, 'customer.attribute.direct'));
  await page.locator('#siteId').click();
  await page.locator('.ant-select-dropdown:visible').getByText('1002 广州分部').click();
  await form.locator('#address').fill('深圳市南山区前海大道 1 号');
  await form.getByRole('button', { name: buttonName(lang, 'customer.form.save') }).click();
  await expect(page.getByText(text(lang, 'customer.form.saved'))).toBeVisible();
  const row = customerRow(page, 'E2E-001');
  await expect(row.getByText(text(lang, 'customerGroup.defaultName'))).toBeVisible();

  await row.getByRole('button', { name: text(lang, 'customer.list.bind') }).click();
  await page.getByRole('dialog').locator('#account').fill('e2ecust01');
  await page.getByRole('dialog').locator('#password').fill('abc12345');
  await page.getByRole('dialog').getByRole('button', { name: buttonName(lang, 'customer.login.confirm') }).click();
  await expect(row.getByText(/e2ecust01/)).toBeVisible();

  await row.getByRole('button', { name: text(lang, 'customer.list.stop') }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: buttonName(lang, 'common.actions.ok') }).click();
  await expect(row.getByText(text(lang, 'customer.status.stopped'), { exact: true })).toBeVisible();

  const login = await callCommand(request, 'uc/userLogin', { account: 'e2ecust01', password: 'abc12345' });
  expect(login.result_code).toBe(10039);
});

test('a manager makes a group and moves a customer into it from the group page', async ({ page }) => {
  const lang: Lang = 'en-US';
  await logIn(page, lang, 'demoadmin');
  await openMenu(page, lang, 'enterpriseManagement', 'customerGroups');

  await page.getByRole('button', { name: buttonName(lang, 'customerGroup.list.new') }).click();
  await page.getByRole('dialog').locator('#name').fill('Key Accounts');
  await page.getByRole('dialog').getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
  await expect(page.getByRole('cell', { name: 'Key Accounts' })).toBeVisible();

  await customerRow(page, 'C1003').getByRole('checkbox').check();
  await page.getByRole('button', { name: buttonName(lang, 'customerGroup.move.buttonCount', { count: 1 }) }).click();
  await choose(page, 'groupId', 'Key Accounts');
  await page.getByRole('dialog').getByRole('button', { name: buttonName(lang, 'customerGroup.move.confirm') }).click();
  await expect(page.getByText(text(lang, 'customerGroup.move.done', { count: 1 }))).toBeVisible();

  await page.getByRole('cell', { name: 'Key Accounts' }).click();
  await expect(page.getByText(text(lang, 'customerGroup.members.title', { name: 'Key Accounts' }))).toBeVisible();
  await expect(customerRow(page, 'C1003')).toBeVisible();
});
