import { expect, test, type Page } from '../support/test.ts';
import { buttonName, text, textPattern, type Lang } from '../support/texts.ts';

// The verification code only reaches the server's outbox, so these flows go as far as the screens go
// without it; registering and resetting with a real code are covered by the server's integration tests.

const field = (page: Page, lang: Lang, key: string) => page.getByLabel(text(lang, `common.field.${key}`), { exact: true });
const fieldError = (page: Page, lang: Lang, key: string, params = {}) =>
  page.locator('.ant-form-item-explain-error').getByText(text(lang, key, params), { exact: true });

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`registering and resetting a password (${lang})`, () => {
    test.use({ locale: lang });

    test('a cargo owner registering is told what is wrong, then gets as far as the verification code', async ({ page }) => {
      await page.goto('/#/registered');
      await expect(page.getByRole('heading', { name: text(lang, 'auth.register.title') })).toBeVisible();
      await expect(page.getByText(text(lang, 'auth.register.intro.cargoOwner'))).toBeVisible();

      await field(page, lang, 'account').fill('ab');
      await expect(fieldError(page, lang, 'reason.tooShort_limit', { min: 6 })).toBeVisible();
      await field(page, lang, 'password').fill('abc12345');
      await field(page, lang, 'confirmPassword').fill('abc12346');
      await expect(fieldError(page, lang, 'reason.mismatch')).toBeVisible();

      await page.getByRole('button', { name: buttonName(lang, 'auth.register.submit') }).click();
      await expect(fieldError(page, lang, 'reason.required').first()).toBeVisible();

      await field(page, lang, 'account').fill('e2eowner1');
      await field(page, lang, 'confirmPassword').fill('abc12345');
      await field(page, lang, 'contactName').fill(lang === 'zh-CN' ? '测试员' : 'Tess Ter');
      await field(page, lang, 'target').fill(lang === 'zh-CN' ? '13911110001' : '13911110002');
      await page.getByRole('button', { name: buttonName(lang, 'auth.code.send') }).click();
      await expect(page.getByRole('button', { name: textPattern(lang, 'auth.code.resendIn') })).toBeDisabled();

      await field(page, lang, 'code').fill('000000');
      await field(page, lang, 'companyNameCn').fill('测试货主');
      await field(page, lang, 'companyNameEn').fill('Test Owner');
      await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);
      await page.getByRole('button', { name: buttonName(lang, 'auth.register.submit') }).click();
      await expect(page.getByText(text(lang, 'hint.10004'))).toBeVisible();
    });

    test('a user who forgot the password gets a code sent, and a wrong code is refused', async ({ page }) => {
      await page.goto('/#/forget');
      await expect(page.getByRole('heading', { name: text(lang, 'auth.forget.title') })).toBeVisible();
      const send = page.getByRole('button', { name: buttonName(lang, 'auth.forget.sendCode') });
      await send.click();
      await expect(fieldError(page, lang, 'reason.required')).toBeVisible();

      // Codes go out once a minute per recipient, so each language asks for a different account.
      await field(page, lang, 'account').fill(lang === 'zh-CN' ? 'demoowner' : 'demoadmin');
      await send.click();
      await expect(page.getByText(textPattern(lang, 'auth.forget.codeSent'))).toBeVisible();
      await field(page, lang, 'code').fill('000000');
      await page.getByRole('button', { name: buttonName(lang, 'common.actions.next') }).click();
      await expect(page.getByText(text(lang, 'hint.10004'))).toBeVisible();

      await page.getByRole('link', { name: text(lang, 'common.actions.backToLogin') }).click();
      await expect(page.getByRole('button', { name: buttonName(lang, 'auth.login.submit') })).toBeVisible();
    });
  });
}
