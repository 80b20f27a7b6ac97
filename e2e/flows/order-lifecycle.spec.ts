import { expect, test, type Page } from '../support/test.ts';
import { createOrderByApi } from '../support/orders.ts';
import { logIn, openMenu, storedToken } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

/** Ticks one order's row and clicks an action of the toolbar. */
async function actOn(page: Page, lang: Lang, orderNo: string, action: string): Promise<void> {
  await page.getByRole('row').filter({ hasText: orderNo }).getByRole('checkbox').check();
  await page.getByRole('button', { name: buttonName(lang, `order.action.${action}`) }).click();
}

async function expectStatus(page: Page, lang: Lang, orderNo: string, status: string): Promise<void> {
  await expect(page.getByRole('row').filter({ hasText: orderNo }).getByText(text(lang, `order.status.${status}`), { exact: true })).toBeVisible();
}

async function giveReason(page: Page, lang: Lang, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: buttonName(lang, 'common.actions.ok') }).click();
  await expect(dialog).toBeHidden();
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`order lifecycle in ${lang}`, () => {
    test.use({ locale: lang });

    test('an auditor finds orders by pasted numbers, passes, fails, cancels and restores them; the receiver tracks one', async ({ page, browser }) => {
      await logIn(page, lang, 'demoadmin');
      const token = await storedToken(page);
      const [passed, failed, cancelled] = [await createOrderByApi(page, token, 'Desk lamps'), await createOrderByApi(page, token, 'Wall clocks'), await createOrderByApi(page, token, 'Yoga mats')];

      await openMenu(page, lang, 'orderManagement', 'receiveList');
      await page.getByLabel(text(lang, 'orderList.filters.numbers')).fill([passed, failed, cancelled, 'PF000NOTHERE', passed].join('\n'));
      await page.getByRole('button', { name: buttonName(lang, 'orderList.filters.search') }).click();
      const report = page.getByRole('dialog');
      await expect(report.getByText('PF000NOTHERE')).toBeVisible();
      await expect(report.getByText(text(lang, 'orderList.pasted.duplicates', { count: 1 }))).toBeVisible();
      await report.getByRole('button', { name: buttonName(lang, 'common.actions.ok') }).click();
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows).toHaveCount(3);
      await expect(rows.first()).toContainText(passed);

      await actOn(page, lang, passed, 'auditPass');
      await page.getByRole('dialog').getByRole('button', { name: buttonName(lang, 'order.action.auditPass') }).click();
      await expectStatus(page, lang, passed, 'toShip');
      const waybillNo = (await page.getByRole('row').filter({ hasText: passed }).textContent())?.match(/HYDH\d+/)?.[0];
      expect(waybillNo).toBeTruthy();

      await actOn(page, lang, failed, 'auditFail');
      await giveReason(page, lang, 'Receiver address incomplete');
      await expectStatus(page, lang, failed, 'toBeCorrected');

      await actOn(page, lang, cancelled, 'cancel');
      await giveReason(page, lang, 'Customer withdrew the order');
      await expectStatus(page, lang, cancelled, 'cancelled');
      await actOn(page, lang, cancelled, 'restore');
      await page.getByRole('dialog').getByRole('button', { name: buttonName(lang, 'common.actions.ok') }).click();
      await expectStatus(page, lang, cancelled, 'toBeAudited');

      const visitor = await (await browser.newContext({ locale: lang })).newPage();
      await visitor.goto(page.url().replace(/#.*$/, '#/implantOrdertracking'));
      await visitor.getByLabel(text(lang, 'tracking.form.numbers')).fill(waybillNo!);
      await visitor.getByRole('button', { name: buttonName(lang, 'tracking.form.search') }).click();
      await expect(visitor.getByText(text(lang, 'tracking.status.toShip')).first()).toBeVisible();
      await expect(visitor.getByText('Desk lamps')).toHaveCount(0);
    });
  });
}
