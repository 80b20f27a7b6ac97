import { expect, type Locator, type Page } from '@playwright/test';
import { buttonName, text, type Lang } from './texts.ts';

export type NumberField = 'orderNo' | 'customerNo';

/** An order number as the server draws it: PF, the day (yyMMdd) and the id in at least 8 digits. */
export const ORDER_NO = /PF\d{14,}/;

/** The rows of an order list's table, as shown. */
export const tableRows = (page: Page): Locator => page.locator('.ant-table-tbody tr.ant-table-row');

/** Pastes numbers of one kind into the list's filter, searches, and waits for one row each. */
export async function searchByNumbers(page: Page, lang: Lang, field: NumberField, numbers: readonly string[]): Promise<Locator> {
  await page.locator('#numberField').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').getByText(text(lang, `order.field.${field}`), { exact: true }).click();
  await page.getByLabel(text(lang, 'orderList.filters.numbers')).fill(numbers.join('\n'));
  await page.getByRole('button', { name: buttonName(lang, 'orderList.filters.search') }).click();
  await expect(tableRows(page)).toHaveCount(numbers.length);
  return tableRows(page);
}

/** The order numbers of the table, top to bottom. */
export async function shownOrderNos(page: Page): Promise<string[]> {
  const rows = await tableRows(page).allTextContents();
  return rows.map((row) => ORDER_NO.exec(row)?.[0] ?? '');
}

/** The titles of the data columns shown, left to right (the action links are not data). */
export async function shownColumnTitles(page: Page, lang: Lang): Promise<string[]> {
  const titles = await page.locator('.ant-table-thead th').allTextContents();
  return titles.map((title) => title.trim()).filter((title) => title && title !== text(lang, 'orderList.columns.links'));
}
