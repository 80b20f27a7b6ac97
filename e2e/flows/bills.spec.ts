import { expect, test, type Locator, type Page } from '../support/test.ts';
import { cellUnder, centsOf, findAccounts, groupedAmount, openAccount, plainAmount } from '../support/money.ts';
import { pickOption } from '../support/orders.ts';
import { callCommand, logIn, openMenu, storedToken } from '../support/session.ts';
import { buttonName, text, textPattern, type Lang } from '../support/texts.ts';

/** The monthly demo customer: its orders wait on its credit until a bill takes them. */
const CUSTOMER = 'C1002';
const BILL_NO = /BL\d+/;

type Answer = { result_code: number; body: string };

async function call<T>(page: Page, token: string, command: string, body: unknown): Promise<T> {
  const answer: Answer = await callCommand(page.request, `main/${command}`, body, token);
  expect(answer.result_code, answer.body).toBe(0);
  return JSON.parse(answer.body) as T;
}

/** A small parcel of the customer by DHL to Seattle, entered and audited through the API as another client would. */
async function createAuditedOrder(page: Page, itemName: string): Promise<string> {
  const token = await storedToken(page);
  const combo = async (command: string, keyword: string) => (await call<{ list: { value: number }[] }>(page, token, command, { keyword })).list[0].value;
  const order = await call<{ id: number; orderNo: string }>(page, token, 'createOrder', {
    kind: 'receive', customerId: await combo('customerComboBox', CUSTOMER), channelId: await combo('transSortComBox', 'HY-DHL'), goodsType: 'general', itemName,
    pieces: 1, weight: 1.5, packingType: 'WPX', paymentMethod: 'PP', boxes: [{ boxNo: '1', quantity: 1, weight: 1.5, length: 30, width: 20, height: 10 }],
    receiver: { name: 'Emily Carter', phone: '+1 206 555 0142', country: 'US', city: 'Seattle', postcode: '98101', address1: '400 Pine St' },
    sender: { name: 'Zhou Min', phone: '0769-22880102', country: 'CN', city: 'Dongguan', address1: 'Yinlong Rd 66' },
    invoiceLines: [],
  });
  await call(page, token, 'auditPass', { id: order.id });
  return order.orderNo;
}

/** Today as the date pickers take it, in the browser's zone. */
const today = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('sv-SE'));

/** Generates the customer's monthly bills for the month holding today, waiting until the task box says they are made. */
async function generateMonthlyBills(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: buttonName(lang, 'bill.generate.action') }).click();
  const modal = page.getByRole('dialog').filter({ hasText: text(lang, 'bill.generate.help') });
  await modal.locator('#period').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').getByText(text(lang, 'bill.period.monthly'), { exact: true }).click();
  await modal.locator('#day').click();
  await modal.locator('#day').fill(await today(page));
  await modal.locator('#day').press('Enter');
  await pickOption(page, 'customerId', CUSTOMER, CUSTOMER);
  await modal.getByRole('button', { name: buttonName(lang, 'bill.generate.ok') }).click();
  await expect(modal).toBeHidden();
  // The page's own word once the task has ended and the list is read again.
  await expect(page.getByText(textPattern(lang, 'bill.generate.done'))).toBeVisible({ timeout: 60_000 });
}

/** The bill details line of an order, expanded to its freight breakdown; answers the bill's number. */
async function billNoOfOrder(page: Page, lang: Lang, orderNo: string): Promise<string> {
  await openMenu(page, lang, 'financeManagement', 'billDetails');
  await page.getByPlaceholder(text(lang, 'bill.lines.keywordPlaceholder')).fill(orderNo);
  await page.getByRole('button', { name: buttonName(lang, 'common.filter.search') }).click();
  const line = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: orderNo });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(text(lang, 'bill.lineKind.order'));
  await line.locator('.ant-table-row-expand-icon').click();
  const breakdown = page.locator('.ant-table-expanded-row').filter({ hasText: text(lang, 'priceQuery.breakdown.base') });
  await expect(breakdown).toContainText(text(lang, 'priceQuery.breakdown.total'));
  return BILL_NO.exec((await line.textContent()) ?? '')![0];
}

/** The bill list's row of one bill, searched by its number. */
async function findBill(page: Page, lang: Lang, billNo: string): Promise<Locator> {
  await page.getByPlaceholder(text(lang, 'bill.filter.keywordPlaceholder')).fill(billNo);
  await page.getByRole('button', { name: buttonName(lang, 'common.filter.search') }).click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: billNo });
  await expect(row).toHaveCount(1);
  return row;
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`bills in ${lang}`, () => {
    test.use({ locale: lang });

    test('a month of a monthly customer is billed, confirmed, written off in full and shows as received', async ({ page }) => {
      test.setTimeout(120_000);
      await logIn(page, lang, 'demoadmin');
      const orderNo = await createAuditedOrder(page, `Linen shirts ${lang}`);

      // Generation bills the customer's month: the order's line, with its freight, names the bill it is on.
      await openMenu(page, lang, 'financeManagement', 'billQuery');
      await generateMonthlyBills(page, lang);
      const billNo = await billNoOfOrder(page, lang, orderNo);

      // The bill is confirmed for the customer.
      await openMenu(page, lang, 'financeManagement', 'billQuery');
      const bill = await findBill(page, lang, billNo);
      await expect(bill).toContainText(text(lang, 'bill.confirmStatus.unconfirmed'));
      await bill.getByRole('button', { name: buttonName(lang, 'bill.confirm.action') }).click();
      await page.locator('.ant-popover:visible').getByRole('button', { name: buttonName(lang, 'bill.confirm.ok') }).click();
      await expect(page.getByText(text(lang, 'bill.confirm.saved', { billNo }))).toBeVisible();
      await expect(bill).toContainText(text(lang, 'bill.confirmStatus.confirmed'));

      // Written off in full: more than is open is refused in the server's words, the open amount itself is taken.
      const shownOpen = ((await (await cellUnder(page, bill, text(lang, 'bill.field.open'))).textContent()) ?? '').replace(/\s*RMB$/, '');
      const open = centsOf(shownOpen);
      expect(open).toBeGreaterThan(0n);
      await bill.getByRole('button', { name: buttonName(lang, 'bill.writeOff.action') }).click();
      const modal = page.getByRole('dialog').filter({ hasText: text(lang, 'bill.writeOff.title', { billNo }) });
      await expect(modal).toContainText(text(lang, 'bill.writeOff.openHint', { open: `${groupedAmount(open)} RMB` }));
      await modal.locator('#amount').fill(plainAmount(open + 100n));
      await modal.locator('#receiptReference').fill(`TT-${billNo}`);
      await modal.getByRole('button', { name: buttonName(lang, 'bill.writeOff.ok') }).click();
      await expect(modal.getByText(text(lang, 'hint.60006', { currency: 'RMB', open: plainAmount(open) }))).toBeVisible();
      await modal.locator('#amount').fill(plainAmount(open));
      await modal.getByRole('button', { name: buttonName(lang, 'bill.writeOff.ok') }).click();
      await expect(page.getByText(text(lang, 'bill.writeOff.saved', { amount: `${groupedAmount(open)} RMB`, billNo }))).toBeVisible();
      await expect(modal).toBeHidden();
      await expect(bill).toContainText(text(lang, 'bill.writeOffStatus.writtenOff'));
      await expect(await cellUnder(page, bill, text(lang, 'bill.field.open'))).toHaveText('0.00 RMB');

      // The customer's ledger: the order charged when billed, then the write-off naming the bill.
      await openMenu(page, lang, 'financeManagement', 'cashQuery');
      await findAccounts(page, lang, CUSTOMER);
      const entries = await openAccount(page, CUSTOMER, 'RMB');
      await expect(entries.getByRole('row').filter({ hasText: orderNo })).toContainText(text(lang, 'cash.kind.orderCharge'));
      await expect(entries.getByRole('row').filter({ hasText: billNo })).toContainText(text(lang, 'cash.kind.writeOff'));
      await expect(entries.getByRole('row').filter({ hasText: billNo })).toContainText(`+${groupedAmount(open)}`);
      await entries.locator('.ant-drawer-close').click();

      // Settlement details by customer for this month: the write-off is among what the customer paid, and charted.
      await openMenu(page, lang, 'financeManagement', 'settlementDetails');
      await expect(page.getByRole('img', { name: text(lang, 'settlement.chart.trend', { currency: 'RMB' }) }).locator('canvas, svg').first()).toBeVisible();
      const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: CUSTOMER }).filter({ has: page.getByRole('cell', { name: 'RMB', exact: true }) });
      await expect(row).toHaveCount(1);
      const received = centsOf((await (await cellUnder(page, row, text(lang, 'settlement.field.received'))).textContent()) ?? '');
      expect(received).toBeGreaterThanOrEqual(open);
    });
  });
}
