import { expect, test } from '../support/test.ts';
import { createOrderByApi } from '../support/orders.ts';
import { searchByNumbers, shownColumnTitles, shownOrderNos, tableRows } from '../support/orderList.ts';
import { logIn, openMenu, storedToken } from '../support/session.ts';
import { downloadBy, expectTaskEnds, startTask, taskEntry } from '../support/taskBox.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';
import { columnOf, columnTexts, headerRowOf, openDownloaded } from '../support/workbooks.ts';

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`order export in ${lang}`, () => {
    test.use({ locale: lang });

    test('an administrator exports the orders a pasted list and a status tab leave, and the file holds exactly those, headed in the interface language', async ({ page }) => {
      test.slow();
      await logIn(page, lang, 'demoadmin');
      const token = await storedToken(page);
      const orderNos = [await createOrderByApi(page, token, 'Desk lamps'), await createOrderByApi(page, token, 'Wall clocks'), await createOrderByApi(page, token, 'Yoga mats')];
      const [, cancelled] = orderNos;

      await openMenu(page, lang, 'orderManagement', 'receiveList');
      await searchByNumbers(page, lang, 'orderNo', orderNos);
      await tableRows(page).filter({ hasText: cancelled }).getByRole('checkbox').check();
      await page.getByRole('button', { name: buttonName(lang, 'order.action.cancel') }).click();
      const reason = page.getByRole('dialog');
      await reason.getByRole('textbox').fill('Customer withdrew the order');
      await reason.getByRole('button', { name: buttonName(lang, 'common.actions.ok') }).click();
      await expect(reason).toBeHidden();
      await page.getByRole('tab', { name: text(lang, 'order.status.toBeAudited') }).click();
      // The tab leaves the cancelled order out, and the list says so of the pasted numbers.
      const report = page.getByRole('dialog');
      await expect(report.getByText(cancelled)).toBeVisible();
      await report.getByRole('button', { name: buttonName(lang, 'common.actions.ok') }).click();
      await expect(tableRows(page)).toHaveCount(orderNos.length - 1);
      const listed = await shownOrderNos(page);
      expect(listed).not.toContain(cancelled);
      const titles = await shownColumnTitles(page, lang);

      const task = await startTask(page, 'startOrderExport', () => page.getByRole('button', { name: buttonName(lang, 'orderList.export.button') }).click());
      const entry = await taskEntry(page, lang, task);
      await expectTaskEnds(entry, lang, 'succeeded');
      const workbook = await openDownloaded(await downloadBy(page, lang, entry, 'task.download'));
      const sheet = workbook.worksheets[0];
      expect(headerRowOf(sheet)).toEqual(titles);
      expect(columnTexts(sheet, columnOf(sheet, text(lang, 'order.field.orderNo')))).toEqual(listed);
    });
  });
}
