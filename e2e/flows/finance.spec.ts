import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../support/test.ts';
import { centsOf, findAccounts, groupedAmount, openAccount, plainAmount, shownAvailable } from '../support/money.ts';
import { searchByNumbers } from '../support/orderList.ts';
import { callCommand, logIn, openMenu, storedToken } from '../support/session.ts';
import { buttonName, text, textPattern, type Lang } from '../support/texts.ts';

/** A 1×1 PNG: the transfer's voucher. */
const VOUCHER_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The prepaid demo customer whose own login is democust. */
const CUSTOMER = 'C1005';
/** Each language's transfer (its own amount; the reference is made unique per run below). */
const TRANSFER: Record<Lang, { cents: bigint; bank: string }> = { 'zh-CN': { cents: 128_800n, bank: 'ICBC' }, 'en-US': { cents: 136_650n, bank: 'BOC' } };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function asUser(browser: Browser, lang: Lang, account: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: lang })).newPage();
  await logIn(page, lang, account);
  return page;
}

/**
 * 60 flat-packed shelves, each 121 cm long, by DHL to Seattle: every piece is oversize, so the freight (about 10,000
 * RMB) is more than the customer holds. Entered through the API as an import or another client would.
 */
async function createLargeOrder(page: Page, token: string, itemName: string): Promise<string> {
  const combo = async (command: string, keyword: string) => {
    const answer = await callCommand(page.request, `main/${command}`, { keyword }, token);
    return (JSON.parse(answer.body) as { list: { value: number }[] }).list[0].value;
  };
  const answer = await callCommand(page.request, 'main/createOrder', {
    kind: 'receive', customerId: await combo('customerComboBox', CUSTOMER), channelId: await combo('transSortComBox', 'HY-DHL'), goodsType: 'general', itemName,
    pieces: 60, weight: 60, packingType: 'WPX', paymentMethod: 'PP', boxes: [{ boxNo: '1', quantity: 60, weight: 60, length: 121, width: 5, height: 5 }],
    receiver: { name: 'Emily Carter', phone: '+1 206 555 0142', country: 'US', city: 'Seattle', postcode: '98101', address1: '400 Pine St' },
    sender: { name: 'Chen Jing', phone: '0574-87230105', country: 'CN', city: 'Ningbo', address1: 'Tiantong South Rd 555' },
    invoiceLines: [],
  }, token);
  expect(answer.result_code, answer.body).toBe(0);
  return (JSON.parse(answer.body) as { orderNo: string }).orderNo;
}

/** Passes an order's audit from the order list, leaving the waybill number to the channel's segment; answers the dialog. */
async function auditPass(page: Page, lang: Lang, orderNo: string) {
  await page.getByRole('row').filter({ hasText: orderNo }).getByRole('checkbox').check();
  await page.getByRole('button', { name: buttonName(lang, 'order.action.auditPass') }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: text(lang, 'orderList.actions.auditPassTitle', { orderNo }) });
  await dialog.getByRole('button', { name: buttonName(lang, 'order.action.auditPass') }).click();
  return dialog;
}

for (const lang of ['zh-CN', 'en-US'] as Lang[]) {
  test.describe(`finance in ${lang}`, () => {
    test.use({ locale: lang });

    test('a customer records a transfer, the cashier confirms it, and an order its balance does not cover waits for an adjustment', async ({ page, browser }) => {
      test.setTimeout(180_000);
      const { cents: transfer, bank } = TRANSFER[lang];
      const reference = `${bank}-${Date.now() % 1_000_000_000}`;

      // The customer's own login: its account, then its transfer with the voucher.
      await logIn(page, lang, 'democust');
      await openMenu(page, lang, 'financeManagement', 'cashQuery');
      const before = await shownAvailable(page, lang, CUSTOMER, 'RMB');
      await openMenu(page, lang, 'enterpriseManagement', 'recharge');
      await page.getByRole('button', { name: buttonName(lang, 'recharge.list.record') }).click();
      const form = page.getByRole('dialog');
      await form.locator('#amount').fill(plainAmount(transfer));
      await form.locator('#bankReference').fill(reference);
      await form.locator('input[type=file]').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: VOUCHER_PNG });
      await form.getByRole('button', { name: buttonName(lang, 'recharge.form.ok') }).click();
      const saved = page.getByText(textPattern(lang, 'recharge.form.saved'));
      await expect(saved).toBeVisible();
      const rechargeNo = /RC\d+/.exec((await saved.textContent()) ?? '')?.[0];
      const recorded = page.getByRole('row').filter({ hasText: reference });
      await expect(recorded).toContainText(text(lang, 'recharge.status.pending'));
      await expect(recorded).toContainText(`${groupedAmount(transfer)} RMB`);
      // The voucher is kept under the recharge's number.
      await expect(recorded).toContainText(`${rechargeNo}.png`);

      // The cashier finds it waiting and confirms it: the account is credited.
      const cashier = await asUser(browser, lang, 'democash');
      await openMenu(cashier, lang, 'enterpriseManagement', 'recharge');
      const waiting = cashier.getByRole('row').filter({ hasText: reference });
      await expect(waiting).toContainText(text(lang, 'recharge.status.pending'));
      await waiting.getByRole('button', { name: buttonName(lang, 'recharge.confirm.action') }).click();
      await cashier.locator('.ant-popover:visible').getByRole('button', { name: buttonName(lang, 'recharge.confirm.ok') }).click();
      const afterRecharge = before + transfer;
      await expect(cashier.getByText(text(lang, 'recharge.confirm.saved', { balance: groupedAmount(afterRecharge), currency: 'RMB' }))).toBeVisible();
      await expect(waiting).toContainText(text(lang, 'recharge.status.confirmed'));

      // The customer sees the new balance and the recharge among its entries.
      await openMenu(page, lang, 'financeManagement', 'cashQuery');
      await page.reload();
      await expect.poll(() => shownAvailable(page, lang, CUSTOMER, 'RMB')).toBe(afterRecharge);
      const ownEntries = await openAccount(page, CUSTOMER, 'RMB');
      const rechargeEntry = ownEntries.getByRole('row').filter({ hasText: rechargeNo });
      await expect(rechargeEntry).toContainText(text(lang, 'cash.kind.recharge'));
      await expect(rechargeEntry).toContainText(`+${groupedAmount(transfer)}`);
      await expect(rechargeEntry).toContainText(groupedAmount(afterRecharge));

      // An order costing more than the balance is refused at audit, naming the shortfall.
      const admin = await asUser(browser, lang, 'demoadmin');
      const orderNo = await createLargeOrder(admin, await storedToken(admin), `Bamboo shelves ${lang}`);
      await openMenu(admin, lang, 'orderManagement', 'receiveList');
      await searchByNumbers(admin, lang, 'orderNo', [orderNo]);
      const refusedDialog = await auditPass(admin, lang, orderNo);
      const refusal = new RegExp(escapeRegExp(text(lang, 'hint.60001', { orderNo, available: plainAmount(afterRecharge), currency: 'RMB', price: '<P>', shortfall: '<S>' }))
        .replace('<P>', '([\\d.]+)').replace('<S>', '([\\d.]+)'));
      const refused = admin.getByText(refusal).first();
      await expect(refused).toBeVisible();
      const [, price, shortfall] = refusal.exec((await refused.textContent()) ?? '')!;
      expect(centsOf(price) - afterRecharge).toBe(centsOf(shortfall));
      await refusedDialog.getByRole('button', { name: buttonName(lang, 'common.actions.cancel') }).click();
      await expect(refusedDialog).toBeHidden();
      await expect(admin.getByRole('row').filter({ hasText: orderNo })).toContainText(text(lang, 'order.status.toBeAudited'));

      // Finance adjusts the account by the shortfall; the audit then passes and charges the order.
      await openMenu(admin, lang, 'financeManagement', 'cashQuery');
      await findAccounts(admin, lang, CUSTOMER);
      const drawer = await openAccount(admin, CUSTOMER, 'RMB');
      await drawer.getByRole('button', { name: buttonName(lang, 'cash.adjust.action') }).click();
      const adjust = admin.getByRole('dialog');
      await adjust.locator('#amount').fill(shortfall);
      await adjust.locator('#reason').fill(`Goodwill top-up for ${orderNo}`);
      await adjust.getByRole('button', { name: buttonName(lang, 'common.actions.save') }).click();
      await expect(admin.getByText(text(lang, 'cash.adjust.saved', { balance: plainAmount(centsOf(price)), currency: 'RMB' }))).toBeVisible();
      await drawer.locator('.ant-drawer-close').click();

      await openMenu(admin, lang, 'orderManagement', 'receiveList');
      await searchByNumbers(admin, lang, 'orderNo', [orderNo]);
      await expect(await auditPass(admin, lang, orderNo)).toBeHidden();
      await expect(admin.getByRole('row').filter({ hasText: orderNo })).toContainText(text(lang, 'order.status.toShip'));

      // The account charged whole: nothing left available.
      await openMenu(admin, lang, 'financeManagement', 'cashQuery');
      await admin.reload();
      await findAccounts(admin, lang, CUSTOMER);
      await expect.poll(() => shownAvailable(admin, lang, CUSTOMER, 'RMB')).toBe(0n);
      const entries = await openAccount(admin, CUSTOMER, 'RMB');
      // The charge names its order; the adjustment, whose reason names it too, stands below it.
      const entryOf = (kind: string) => entries.getByRole('row').filter({ hasText: orderNo }).filter({ hasText: text(lang, `cash.kind.${kind}`) });
      await expect(entryOf('orderCharge')).toContainText(`-${groupedAmount(centsOf(price))}`);
      await expect(entryOf('manualAdjustment')).toContainText(`+${groupedAmount(centsOf(shortfall))}`);
    });
  });
}
