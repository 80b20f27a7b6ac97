import { expect, test } from '../support/test.ts';
import { callCommand, logIn, storedToken } from '../support/session.ts';
import { buttonName, text } from '../support/texts.ts';

test('a session revoked on the server sends a carrier-side user back to the carrier login', async ({ page, request }) => {
  await logIn(page, 'zh-CN', 'demooper');
  const answer = await callCommand(request, 'uc/logout', {}, await storedToken(page));
  expect(answer.result_code).toBe(0);
  // The next navigation notices the session is gone, unless a call the page makes by itself (the task box, a saved
  // preference) noticed it first and the menu is already gone: either way the user lands on the carrier login.
  const carrierLogin = /#\/TMSlogin\?companyNo=HYEXP$/;
  const navigation = page.getByRole('menuitem', { name: text('zh-CN', 'menu.accountSettings'), exact: true }).click().catch(() => undefined);
  await Promise.race([navigation, page.waitForURL(carrierLogin)]);
  await expect(page).toHaveURL(carrierLogin);
  await expect(page.getByRole('button', { name: buttonName('zh-CN', 'auth.login.submit') })).toBeVisible();
});

test('locking the screen and unlocking it with the password', async ({ page }) => {
  await logIn(page, 'en-US', 'demoowner');
  await page.locator('header').getByRole('button', { name: text('en-US', 'shell.header.lock') }).click();
  await expect(page.getByText(text('en-US', 'shell.lock.title'))).toBeVisible();
  await page.reload();
  await expect(page.getByText(text('en-US', 'shell.lock.title'))).toBeVisible();
  const password = page.getByPlaceholder(text('en-US', 'shell.lock.password'));
  await password.fill('wrong1234');
  await page.getByRole('button', { name: text('en-US', 'shell.lock.unlock') }).click();
  await expect(page.getByText(text('en-US', 'hint.10047'))).toBeVisible();
  await expect(page.getByText(text('en-US', 'shell.lock.title'))).toBeVisible();
  await password.fill('demo1234');
  await page.getByRole('button', { name: text('en-US', 'shell.lock.unlock') }).click();
  await expect(page.getByText(text('en-US', 'shell.lock.title'))).toHaveCount(0);
  await expect(page.getByRole('tab', { name: text('en-US', 'shell.tabs.home') })).toBeVisible();
});
