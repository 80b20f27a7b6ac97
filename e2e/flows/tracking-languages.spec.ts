import { expect, test } from '../support/test.ts';
import { checkPage } from '../support/pages.ts';
import { callCommand, logIn, openMenu, PASSWORD } from '../support/session.ts';
import { buttonName, text, type Lang } from '../support/texts.ts';

/** A delivered demo order of HYEXP: its waybill number, the destination and the public scans every signed order has. */
async function signedOrder(request: Parameters<typeof callCommand>[0]): Promise<{ waybillNo: string; country: string }> {
  const login = await callCommand(request, 'uc/userLogin', { account: 'demoadmin', password: PASSWORD });
  const { token } = JSON.parse(login.body) as { token: string };
  const answer = await callCommand(request, 'main/listOrders', { status: 'signed', pageSize: 20 }, token);
  const { list } = JSON.parse(answer.body) as { list: { waybillNo: string; country: string }[] };
  return list.find((order) => order.country === 'US') ?? list[0];
}

/** The country's name as the browser's own Intl words it, as the page does. */
const countryName = (code: string, lang: Lang) => new Intl.DisplayNames([lang], { type: 'region' }).of(code)!;
const SCANS = ['warehouseReceived', 'leftWarehouse', 'lineHaulHandover', 'exportDeclared', 'customsReleased', 'delivered'];

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test(`tracking events read in ${lang === 'zh-CN' ? 'Chinese' : 'English'} on the public page`, async ({ browser, request }) => {
    const order = await signedOrder(request);
    const visitor = await (await browser.newContext({ locale: lang })).newPage();
    await visitor.goto('/#/implantOrdertracking');
    await visitor.getByLabel(text(lang, 'tracking.form.numbers')).fill(order.waybillNo);
    await visitor.getByRole('button', { name: buttonName(lang, 'tracking.form.search') }).click();
    for (const code of SCANS) await expect(visitor.getByText(text(lang, `tracking.eventText.${code}`), { exact: true })).toBeVisible();
    await expect(visitor.getByText(`${order.country} ${countryName(order.country, lang)}`)).toBeVisible();
    // The internal re-weighing note stays off the public page.
    await expect(visitor.getByText(text(lang, 'tracking.eventText.reweighed'))).toHaveCount(0);
    if (lang === 'zh-CN') await expect(visitor.getByText(/Export declaration|Delivered and signed|Parcel left/)).toHaveCount(0);
    await checkPage(visitor, lang, `public-tracking-${lang}`);
  });

  test(`a clerk's tracking page reads the events in ${lang}, internal ones marked`, async ({ page, request }) => {
    const order = await signedOrder(request);
    await logIn(page, lang, 'demooper');
    await openMenu(page, lang, 'orderManagement', 'orderTrack');
    await page.getByLabel(text(lang, 'tracking.form.numbers')).fill(order.waybillNo);
    await page.getByRole('button', { name: buttonName(lang, 'tracking.form.search') }).click();
    await expect(page.getByText(text(lang, 'tracking.eventText.exportDeclared'), { exact: true })).toBeVisible();
    await expect(page.getByText(text(lang, 'tracking.eventText.reweighed'), { exact: true })).toBeVisible();
    await expect(page.getByText(`${order.country} ${countryName(order.country, lang)}`)).toBeVisible();
    // Every event's tag is a status in the page's language, no made-up code.
    await expect(page.locator('.ant-timeline .ant-tag').getByText(/^[a-z]+$/)).toHaveCount(0);
    await checkPage(page, lang, `order-track-${lang}`);
  });
}
