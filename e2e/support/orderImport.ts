import { expect, type Download, type Page } from '@playwright/test';
import { builtInHeader, EXCEL_TEXTS, type ImportFieldKey, type TaskView } from '@parcelflow/contract';
import type ExcelJS from 'exceljs';
import { openMenu } from './session.ts';
import { downloadBy, startTask } from './taskBox.ts';
import { buttonName, type Lang } from './texts.ts';
import { columnOf, type UploadFile } from './workbooks.ts';

/** One order of a filled-in template: the template's example order under its own number, with some cells changed. */
export type ImportRow = { customerNo: string; changes?: Partial<Record<ImportFieldKey, string | null>> };

/** Customer numbers no earlier run (another language, a retry) has imported. */
export function freshCustomerNos(prefix: string, count: number): string[] {
  const run = Date.now().toString(36).toUpperCase();
  return Array.from({ length: count }, (_, index) => `${prefix}-${run}-${index + 1}`);
}

/** Opens the import page and chooses the inbound order template, by its name in the interface language. */
export async function openImportPage(page: Page, lang: Lang): Promise<void> {
  await openMenu(page, lang, 'orderManagement', 'orderImport');
  await page.locator('#templateId').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: EXCEL_TEXTS[lang].templateNames.receive }).click();
}

export function downloadTemplate(page: Page, lang: Lang): Promise<Download> {
  return downloadBy(page, lang, page.getByRole('main'), 'orderImport.downloadTemplate');
}

/** Picks the file, starts the import and answers its task. */
export async function importFile(page: Page, lang: Lang, file: UploadFile): Promise<TaskView> {
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.locator('.ant-upload-list').getByText(file.name)).toBeVisible();
  return startTask(page, 'startOrderImport', () => page.getByRole('button', { name: buttonName(lang, 'orderImport.start') }).click());
}

/** The column of a field in a built-in template downloaded in a language. */
export function fieldColumn(sheet: ExcelJS.Worksheet, lang: Lang, field: ImportFieldKey): number {
  return columnOf(sheet, builtInHeader(field)[lang]);
}

export function setField(sheet: ExcelJS.Worksheet, lang: Lang, row: number, field: ImportFieldKey, value: string | null): void {
  sheet.getRow(row).getCell(fieldColumn(sheet, lang, field)).value = value;
}

/** Replaces the template's example row by the orders, one row each from row 2, as a clerk fills it in. */
export function fillOrders(sheet: ExcelJS.Worksheet, lang: Lang, rows: readonly ImportRow[]): void {
  const example = sheet.getRow(2).values;
  rows.forEach(({ customerNo, changes = {} }, index) => {
    const row = index + 2;
    sheet.getRow(row).values = example;
    setField(sheet, lang, row, 'customerNo', customerNo);
    // Two orders may not share a reference number, and the example's would be everyone's.
    setField(sheet, lang, row, 'referenceNo1', null);
    for (const [field, value] of Object.entries(changes)) setField(sheet, lang, row, field as ImportFieldKey, value ?? null);
  });
}
