import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.ts';
import { searchByNumbers, tableRows } from '../support/orderList.ts';
import { createAuditedOrderByApi } from '../support/orders.ts';
import { checkPage } from '../support/pages.ts';
import { logIn, openMenu, storedToken } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test(`a clerk prints audited orders from the list, is refused across channels, finds the prints in the log and scans one (${lang})`, async ({ page }) => {
    const stamp = `${lang === 'zh-CN' ? 'C' : 'E'}${Date.now() % 100_000_000}`;
    await logIn(page, lang, 'demoadmin');
    const token = await storedToken(page);
    const dhl = [
      await createAuditedOrderByApi(page, token, 'Phone cases', `PRT${stamp}A`),
      await createAuditedOrderByApi(page, token, 'USB cables', `PRT${stamp}B`),
    ];
    const air = await createAuditedOrderByApi(page, token, 'Tablet stands', `PRT${stamp}C`, 'HY-US-AIR');

    await openMenu(page, lang, 'orderManagement', 'receiveList');
    const rows = await searchByNumbers(page, lang, 'orderNo', [...dhl, air].map((order) => order.orderNo));
    for (let row = 0; row < 3; row++) await rows.nth(row).locator('td.ant-table-selection-column').click();
    await page.getByRole('button', { name: buttonName(lang, 'print.button.selected', { count: 3 }) }).click();
    const dialog = page.getByRole('dialog');
    await checkPage(page, lang, `print-dialog-${lang}`);
    await dialog.getByRole('button', { name: buttonName(lang, 'print.dialog.print') }).click();
    await expect(page.getByText(text(lang, 'reason.mixedChannels'))).toBeVisible();

    await dialog.getByRole('button', { name: buttonName(lang, 'common.actions.cancel') }).click();
    await tableRows(page).filter({ hasText: air.orderNo }).locator('td.ant-table-selection-column').click();
    await page.getByRole('button', { name: buttonName(lang, 'print.button.selected', { count: 2 }) }).click();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('button', { name: buttonName(lang, 'print.dialog.print') }).click();
    const pdf = await downloaded;
    expect(pdf.suggestedFilename()).toMatch(/^label-P\d{14}[0-9A-F]{8}\.pdf$/);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByText(text(lang, 'print.dialog.saved', { count: 2 }))).toBeVisible();

    await openMenu(page, lang, 'systemManagement', 'printLog');
    await page.locator('#printLogFilter_waybillNo').fill(`PRT${stamp}`);
    await page.getByRole('button', { name: buttonName(lang, 'common.filter.search') }).click();
    await expect(tableRows(page)).toHaveCount(2);
    await checkPage(page, lang, `print-log-${lang}`);

    await openMenu(page, lang, 'orderManagement', 'scanToPrint');
    const input = page.getByLabel(text(lang, 'print.scan.placeholder'));
    await expect(input).toBeFocused();
    const scanned = page.waitForEvent('download');
    await input.fill(air.waybillNo.toLowerCase());
    await input.press('Enter');
    expect((await scanned).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(page.locator('.ant-result-title').getByText(air.waybillNo)).toBeVisible();
    await expect(input).toBeFocused();
    await input.fill('NOSUCH-PARCEL');
    await input.press('Enter');
    await expect(page.locator('.ant-result-subtitle').getByText(text(lang, 'hint.202406', { number: 'NOSUCH-PARCEL' }))).toBeVisible();
    await checkPage(page, lang, `scan-to-print-${lang}`);
  });
}
