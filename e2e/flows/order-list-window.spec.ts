import { expect, test, type Page } from '../support/test.ts';
import { checkPage } from '../support/pages.ts';
import { logIn, openMenu } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

/** A day before today, as the date picker writes it (yyyy-MM-dd, the browser's own day). */
function daysAgo(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() - days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

const shownRange = (page: Page) => page.locator('.order-filters .ant-picker-range input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test(`the clerk opens the receive list on the last 31 days, the window the home page counts (${lang})`, async ({ page }) => {
    await logIn(page, lang, 'demooper');
    await expect(page.getByText(text(lang, 'home.daily.title')).first()).toBeVisible();
    await openMenu(page, lang, 'orderManagement', 'receiveList');
    await expect.poll(() => shownRange(page)).toEqual([daysAgo(30), daysAgo(0)]);
    await checkPage(page, lang, `receive-list-31-days-${lang}`);
  });
}

test('an administrator has the lists open on the current day, and the clerk sees only today', async ({ page, browser }) => {
  const lang: Lang = 'zh-CN';
  await logIn(page, lang, 'demoadmin');
  const setToday = async (on: boolean) => {
    await openMenu(page, lang, 'enterpriseManagement', 'limitQuerySettings');
    const toggle = page.getByRole('switch');
    if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
    await page.getByRole('button', { name: buttonName(lang, 'queryLimits.save') }).click();
    await expect(page.getByText(text(lang, 'queryLimits.saved')).last()).toBeVisible();
  };
  await setToday(true);
  try {
    const clerk = await browser.newPage();
    await logIn(clerk, lang, 'demooper');
    await openMenu(clerk, lang, 'orderManagement', 'receiveList');
    await expect.poll(() => shownRange(clerk)).toEqual([daysAgo(0), daysAgo(0)]);
    await clerk.close();
  } finally {
    await setToday(false);
  }
});
