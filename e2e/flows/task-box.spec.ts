import { expect, test, type Locator, type Page } from '../support/test.ts';
import { fillOrders, freshCustomerNos, importFile, openImportPage, downloadTemplate } from '../support/orderImport.ts';
import { tableRows } from '../support/orderList.ts';
import { logIn, openMenu } from '../support/session.ts';
import { startTask, taskBoxOf, unfoldTaskBox } from '../support/taskBox.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';
import { fileOf, openDownloaded } from '../support/workbooks.ts';

/** The notification that tells of a task's end, by its title. */
function notice(page: Page, lang: Lang, status: 'succeeded' | 'failed', type: string): Locator {
  return page.locator('.ant-notification-notice').filter({ hasText: text(lang, `task.notice.${status}`, { type: text(lang, `task.type.${type}`) }) });
}

/** Nothing of the box lies over the element: the box starts below its bottom edge. */
async function expectNotCovered(page: Page, lang: Lang, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const shown = (await element.boundingBox())!;
  const box = (await taskBoxOf(page, lang).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(shown.y + shown.height);
}

/** Changes the page size through the pager's size changer, which a covering box would stop. */
async function choosePageSize(page: Page, lang: Lang, size: number): Promise<void> {
  const pager = page.locator('.ant-table-pagination');
  await expectNotCovered(page, lang, pager);
  // A size not asked for before in this page, so the list asks the server rather than its cache.
  const answered = page.waitForResponse((response) => response.url().includes('/api/main/listOrders/') && response.request().postData()!.includes(`%22pageSize%22%3A${size}`));
  await pager.locator('.ant-pagination-options .ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${size}\\D`) }).click();
  await answered;
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`the task box in ${lang}`, () => {
    test.use({ locale: lang });

    test('the task box leaves the pager clickable after an import, folded once the import ended, and at the next login', async ({ page }) => {
      test.slow();
      await logIn(page, lang, 'demooper');
      await openImportPage(page, lang);
      const template = await openDownloaded(await downloadTemplate(page, lang));
      const customerNos = freshCustomerNos(`BOX${lang.slice(0, 2).toUpperCase()}`, 2);
      fillOrders(template.worksheets[0], lang, customerNos.map((customerNo) => ({ customerNo })));
      await importFile(page, lang, await fileOf(template, `box-${lang}.xlsx`));
      // Starting the import opened the box; its end is told in a notification and folds the box.
      await expect(taskBoxOf(page, lang).getByRole('button', { name: text(lang, 'task.fold') })).toBeVisible();
      await expect(notice(page, lang, 'succeeded', 'orderImport')).toContainText(text(lang, 'orderImport.result', { created: 2, refused: 0, total: 2 }), { timeout: 60_000 });
      await expect(taskBoxOf(page, lang).getByRole('button', { name: text(lang, 'task.unfold') })).toBeVisible();

      // My recent imports open the inbound list on the orders the import created.
      await page.getByRole('button', { name: buttonName(lang, 'orderImport.viewOrders') }).first().click();
      await expect(tableRows(page)).toHaveCount(2);
      for (const customerNo of customerNos) await expect(tableRows(page).filter({ hasText: customerNo })).toHaveCount(1);
      await page.getByRole('button', { name: buttonName(lang, 'orderList.filters.reset') }).click();
      await choosePageSize(page, lang, 100);
      // Unfolded, the box takes room under the page rather than lying over it.
      await unfoldTaskBox(page, lang);
      await expectNotCovered(page, lang, tableRows(page).last());
      await choosePageSize(page, lang, 200);

      await page.reload();
      await expect(tableRows(page).first()).toBeVisible();
      await expect(taskBoxOf(page, lang).getByRole('button', { name: text(lang, 'task.unfold') })).toBeVisible();
      await choosePageSize(page, lang, 100);
    });

    test('a finished export offers its file in a notification on the list it was started from', async ({ page }) => {
      await logIn(page, lang, 'demoadmin');
      await openMenu(page, lang, 'orderManagement', 'receiveList');
      await expect(tableRows(page).first()).toBeVisible();
      await startTask(page, 'startOrderExport', () => page.getByRole('button', { name: buttonName(lang, 'orderList.export.button') }).click());
      const done = notice(page, lang, 'succeeded', 'orderExport');
      await expect(done).toContainText(text(lang, 'task.notice.fileReady'), { timeout: 60_000 });
      const downloaded = page.waitForEvent('download');
      await done.getByRole('button', { name: buttonName(lang, 'task.download') }).click();
      expect((await downloaded).suggestedFilename()).toMatch(/\.xlsx$/);
      await expect(done).toBeHidden();
      await expect(page.getByRole('tab', { name: text(lang, 'menu.receiveList') })).toHaveAttribute('aria-selected', 'true');
    });
  });
}
