import { expect, test } from '../support/test.ts';
import { builtInHeader, EXCEL_TEXTS, fillText, type ImportFieldKey, type RowReason } from '@parcelflow/contract';
import { downloadTemplate, fillOrders, freshCustomerNos, importFile, openImportPage, setField } from '../support/orderImport.ts';
import { searchByNumbers } from '../support/orderList.ts';
import { checkPage } from '../support/pages.ts';
import { logIn, openMenu } from '../support/session.ts';
import { downloadBy, expectTaskEnds, taskEntry } from '../support/taskBox.ts';
import { text, type Lang } from '../support/texts.ts';
import { columnOf, columnTexts, fileOf, openDownloaded } from '../support/workbooks.ts';

/** A cell a clerk got wrong: the value typed, the value meant, and why the import refuses it. */
type Mistake = { row: number; field: ImportFieldKey; wrong: string | null; right: string; reason: RowReason; params?: Record<string, string> };

const MISTAKES: Mistake[] = [
  { row: 3, field: 'receiver.name', wrong: null, right: 'Emily Carter', reason: 'required' },
  { row: 4, field: 'paymentMethod', wrong: 'XX', right: 'CC', reason: 'invalidValue' },
  { row: 6, field: 'channelCode', wrong: 'NO-SUCH-LINE', right: 'HY-DHL', reason: 'notFound', params: { value: 'NO-SUCH-LINE' } },
];
const ORDER_COUNT = 5;

/** The mistake on a sheet row, if any: orders fill the rows from 2 down. */
const mistakeIn = (row: number) => MISTAKES.find((mistake) => mistake.row === row);

/** What the error column says of a mistake: the column's header, then the reason, in the file's language. */
function reported(lang: Lang, mistake: Mistake): string {
  return `${builtInHeader(mistake.field)[lang]}: ${fillText(EXCEL_TEXTS[lang].rowReasons[mistake.reason], mistake.params ?? {})}`;
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`order import in ${lang}`, () => {
    test.use({ locale: lang });

    test('a clerk imports a filled-in template, fixes the rows the error report names in the same file, and finds the orders', async ({ page }) => {
      test.slow();
      await logIn(page, lang, 'demooper');
      await openImportPage(page, lang);
      await checkPage(page, lang, `order-import-${lang}`);

      const template = await openDownloaded(await downloadTemplate(page, lang));
      const sheet = template.worksheets[0];
      const customerNos = freshCustomerNos(`IMP${lang.slice(0, 2).toUpperCase()}`, ORDER_COUNT);
      fillOrders(sheet, lang, customerNos.map((customerNo, index) => {
        const mistake = mistakeIn(index + 2);
        return { customerNo, changes: mistake && { [mistake.field]: mistake.wrong } };
      }));
      const refused = await importFile(page, lang, await fileOf(template, `orders-${lang}.xlsx`));
      const refusedEntry = await taskEntry(page, lang, refused);
      await expectTaskEnds(refusedEntry, lang, 'failed');
      await expect(refusedEntry).toContainText(text(lang, 'hint.20188'));
      await expect(refusedEntry).toContainText(text(lang, 'task.importProblems', { count: MISTAKES.length }));

      const download = await downloadBy(page, lang, refusedEntry, 'task.errorReport');
      const report = await openDownloaded(download);
      const orders = report.worksheets[0];
      const errors = columnTexts(orders, columnOf(orders, EXCEL_TEXTS[lang].errorColumn));
      expect(errors).toEqual(customerNos.map((_, index) => {
        const mistake = mistakeIn(index + 2);
        return mistake ? reported(lang, mistake) : '';
      }));

      for (const { row, field, right } of MISTAKES) setField(orders, lang, row, field, right);
      const imported = await importFile(page, lang, await fileOf(report, download.suggestedFilename()));
      const importedEntry = await taskEntry(page, lang, imported);
      await expectTaskEnds(importedEntry, lang, 'succeeded');
      await expect(importedEntry).toContainText(text(lang, 'orderImport.result', { created: ORDER_COUNT, refused: 0, total: ORDER_COUNT }));
      await checkPage(page, lang, `order-import-task-box-${lang}`);

      await openMenu(page, lang, 'orderManagement', 'receiveList');
      const rows = await searchByNumbers(page, lang, 'customerNo', customerNos);
      for (const [index, customerNo] of customerNos.entries()) {
        await expect(rows.nth(index)).toContainText(customerNo);
        await expect(rows.nth(index)).toContainText(text(lang, 'order.status.toBeAudited'));
      }
    });
  });
}
