import ExcelJS from 'exceljs';
import { expect, test, type Page } from '../support/test.ts';
import { builtInHeader, EXCEL_TEXTS, type TaskView } from '@parcelflow/contract';
import { downloadTemplate, fieldColumn, fillOrders, freshCustomerNos, importFile, openImportPage } from '../support/orderImport.ts';
import { checkPage } from '../support/pages.ts';
import { callCommand, logIn, storedToken } from '../support/session.ts';
import { type Lang } from '../support/texts.ts';
import { columnOf, columnTexts, fileOf, openDownloaded } from '../support/workbooks.ts';

/** The task once it has ended, as the user's task list answers it (the box shows the same). */
async function endedTask(page: Page, task: TaskView): Promise<TaskView> {
  const token = await storedToken(page);
  let ended: TaskView | undefined;
  await expect.poll(async () => {
    const { body } = await callCommand(page.request, 'main/listMyTasks', {}, token);
    ended = (JSON.parse(body) as { tasks: TaskView[] }).tasks.find((candidate) => candidate.id === task.id);
    return ended?.status;
  }, { timeout: 60_000 }).toMatch(/^(succeeded|failed)$/);
  return ended!;
}

/** The task's error report, as its download button fetches it. */
async function errorReportOf(page: Page, task: TaskView): Promise<ExcelJS.Workbook> {
  const response = await page.request.post('api/file/fileDownload/1.0', {
    form: { head: JSON.stringify({ token: await storedToken(page) }), body: JSON.stringify({ fileId: task.resultFileId }) },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.body()) as unknown as ExcelJS.Buffer);
  return workbook;
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`import in the clerk's words (${lang})`, () => {
    test.use({ locale: lang });

    test('a clerk gives the goods type in its own words and is told 1.5 pieces must be a whole number', async ({ page }) => {
      test.slow();
      const texts = EXCEL_TEXTS[lang];
      await logIn(page, lang, 'demooper');
      await openImportPage(page, lang);
      const template = await openDownloaded(await downloadTemplate(page, lang));
      const sheet = template.worksheets[0];
      // The template asks in the clerk's language: its example and its notes give goods types by their words.
      expect(sheet.getRow(2).getCell(fieldColumn(sheet, lang, 'goodsType')).text).toBe(texts.enumLabels.goodsType.general);
      const notes = template.worksheets.find((candidate) => candidate.name === texts.sheets.notes)!;
      expect(columnTexts(notes, 5).join('\n')).toContain(texts.enumLabels.goodsType.battery);

      const customerNos = freshCustomerNos(`WORDS${lang.slice(0, 2).toUpperCase()}`, 2);
      fillOrders(sheet, lang, [
        { customerNo: customerNos[0], changes: { goodsType: texts.enumLabels.goodsType.battery } },
        { customerNo: customerNos[1], changes: { pieces: '1.5' } },
      ]);
      const task = await endedTask(page, await importFile(page, lang, await fileOf(template, `goods-${lang}.xlsx`)));
      expect(task.status).toBe('failed');
      const orders = (await errorReportOf(page, task)).worksheets[0];
      expect(columnTexts(orders, columnOf(orders, texts.errorColumn))).toEqual(['', `${builtInHeader('pieces')[lang]}: ${texts.rowReasons.notInteger}`]);
      await checkPage(page, lang, `import-whole-number-${lang}`);
    });
  });
}
