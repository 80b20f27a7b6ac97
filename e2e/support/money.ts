import { expect, type Locator, type Page } from '@playwright/test';
import { buttonName, text, type Lang } from './texts.ts';

/**
 * Amounts as the screens show them ("8,000.00", "-1,234.50"), turned into whole cents and back, so a flow adds and
 * compares money exactly (never as a float).
 */
export function centsOf(shown: string): bigint {
  const match = /^(-?)([\d,]+)\.(\d{2})$/.exec(shown.trim().replace(/^\+/, ''));
  if (!match) throw new Error(`not an amount: ${shown}`);
  const cents = BigInt(match[2].replace(/,/g, '')) * 100n + BigInt(match[3]);
  return match[1] ? -cents : cents;
}

/** Cents as the server's plain decimal text: "8000.00". */
export function plainAmount(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const whole = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${sign}${whole.slice(0, -2)}.${whole.slice(-2)}`;
}

/** Cents with thousands separators, as the cash and recharge pages show them: "8,000.00". */
export function groupedAmount(cents: bigint): string {
  const [whole, decimals] = plainAmount(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}

/** The cash list's row of an account, found by customer code and currency. */
export function accountRow(page: Page, customerCode: string, currency: string): Locator {
  return page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: customerCode }).filter({ has: page.getByRole('cell', { name: currency, exact: true }) });
}

/** A column's cell of a row, found by the column's title (the list's columns differ with the caller). */
export async function cellUnder(page: Page, row: Locator, title: string): Promise<Locator> {
  const titles = (await page.locator('.ant-table-thead').first().locator('th').allTextContents()).map((shown) => shown.trim());
  const index = titles.indexOf(title);
  expect(index, `column ${title} in ${titles.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return row.locator('td').nth(index);
}

/** The available balance of an account as its cash list row shows it, in cents. */
export async function shownAvailable(page: Page, lang: Lang, customerCode: string, currency: string): Promise<bigint> {
  const row = accountRow(page, customerCode, currency);
  await expect(row).toBeVisible();
  return centsOf((await (await cellUnder(page, row, text(lang, 'cash.field.available'))).textContent()) ?? '');
}

/** Opens an account's entries from the cash list (its customer link) and answers the drawer. */
export async function openAccount(page: Page, customerCode: string, currency: string): Promise<Locator> {
  // The customer's name is a link without an address (an antd Typography.Link).
  await accountRow(page, customerCode, currency).locator('a').click();
  const drawer = page.getByRole('dialog').filter({ hasText: customerCode }).filter({ has: page.locator('.ant-descriptions') });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Searches the cash list for one customer. */
export async function findAccounts(page: Page, lang: Lang, keyword: string): Promise<void> {
  await page.getByPlaceholder(text(lang, 'cash.filter.keywordPlaceholder')).fill(keyword);
  await page.getByRole('button', { name: buttonName(lang, 'common.filter.search') }).click();
}
