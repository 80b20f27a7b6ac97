import { expect, test, type Page } from '../support/test.ts';
import { checkPage } from '../support/pages.ts';
import { callCommand, logIn, openMenu, storedToken } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

/** The designer's own buttons sit in its card; the shell has others with the same names (the tabs' close). */
const designer = (page: Page) => page.locator('.label-design');

/** The canvas element of a barcode of the waybill number, in the way its accessible name describes it. */
const waybillBarcodeName = (lang: Lang) =>
  text(lang, 'labelDesign.described', { type: text(lang, 'labelDesign.type.barcode'), detail: `${text(lang, 'labelDesign.symbology.code128')} · ${text(lang, 'order.field.waybillNo')}` });

async function openDesignerFromList(page: Page, lang: Lang, name: string): Promise<void> {
  const orders = page.getByRole('menuitem', { name: buttonName(lang, 'menu.orderManagement') });
  if ((await orders.getAttribute('aria-expanded')) !== 'true') await orders.click();
  await openMenu(page, lang, 'print', 'printConfiguration');
  await page.locator('#printTemplateFilters_name').fill(name);
  await page.getByRole('button', { name: buttonName(lang, 'common.filter.search') }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await row.getByRole('button', { name: text(lang, 'printTemplate.list.design') }).click();
  await expect(page.getByRole('tab', { name: text(lang, 'menu.labelDesign') })).toBeVisible();
  await expect(designer(page).getByText(text(lang, 'labelDesign.title', { name }))).toBeVisible();
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test(`an administrator designs a label: adds a text and a waybill barcode, drags it, saves, reopens and previews (${lang})`, async ({ page }) => {
    const name = `E2E design ${lang} ${Date.now() % 100000}`;
    await logIn(page, lang, 'demoadmin');
    const copied = await callCommand(page.request, 'main/copyPrintTemplate', { name, from: { source: 'builtIn', builtIn: 'thermal.receive' } }, await storedToken(page));
    expect(copied.result_code).toBe(0);
    await openDesignerFromList(page, lang, name);
    await checkPage(page, lang, `labelDesign-${lang}`);

    const caption = lang === 'zh-CN' ? '易碎 小心轻放' : 'Fragile, handle with care';
    await designer(page).getByRole('button', { name: buttonName(lang, 'labelDesign.type.text') }).click();
    await page.locator('#labelDesign-text').fill(caption);
    await designer(page).getByRole('button', { name: buttonName(lang, 'labelDesign.type.barcode') }).click();
    await expect(page.locator('.label-design-properties').getByText(text(lang, 'labelDesign.symbology.code128'), { exact: true })).toBeVisible();
    await expect(page.locator('.label-design-properties').getByText(text(lang, 'order.field.waybillNo'), { exact: true })).toBeVisible();

    // The new barcode (the built-in label has one of the waybill number too, earlier in the layout) dragged 20 mm or so.
    const barcode = page.getByRole('button', { name: waybillBarcodeName(lang), exact: true }).last();
    const box = (await barcode.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 150, { steps: 8 });
    await page.mouse.up();
    const xMm = await page.locator('#labelDesign-xMm').inputValue();
    const yMm = await page.locator('#labelDesign-yMm').inputValue();
    expect(Number(xMm)).toBeGreaterThan(5);
    expect(Number(yMm)).toBeGreaterThan(5);
    expect(Number(yMm) * 2 % 1).toBe(0);

    await designer(page).getByRole('button', { name: buttonName(lang, 'labelDesign.actions.save') }).click();
    await expect(page.getByText(text(lang, 'labelDesign.saved'))).toBeVisible();
    await expect(designer(page).getByText(text(lang, 'labelDesign.unsaved'))).toHaveCount(0);

    // Reopened from the server: the text and the barcode where it was dropped.
    await page.reload();
    await expect(designer(page).getByText(text(lang, 'labelDesign.title', { name }))).toBeVisible();
    await expect(page.getByRole('button', { name: text(lang, 'labelDesign.described', { type: text(lang, 'labelDesign.type.text'), detail: caption }) })).toBeVisible();
    await page.getByRole('button', { name: waybillBarcodeName(lang), exact: true }).last().click();
    await expect(page.locator('#labelDesign-xMm')).toHaveValue(xMm);
    await expect(page.locator('#labelDesign-yMm')).toHaveValue(yMm);

    const opened = page.waitForEvent('popup');
    await designer(page).getByRole('button', { name: buttonName(lang, 'labelDesign.actions.preview') }).click();
    const preview = await opened;
    await expect(preview).toHaveURL(/^blob:/);
  });
}
