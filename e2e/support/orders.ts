import { expect, type Page } from '@playwright/test';
import { buttonName, text, type Lang } from './texts.ts';

/**
 * Picks an autocomplete option: opens the select by its form id, types, and clicks the matching option. Tried again
 * until the field shows a text option: a list that refetches while it opens (its query follows other fields) can
 * swallow the click.
 */
export async function pickOption(page: Page, id: string, keyword: string, option: RegExp | string): Promise<void> {
  const input = page.locator(`#${id}`);
  const field = page.locator('.ant-form-item').filter({ has: input }).last();
  await expect(async () => {
    await input.click();
    await input.fill(keyword);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 10_000 });
    if (typeof option === 'string') await expect(field).toContainText(option, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

export type OrderEntry = { itemName: string; receiverPhone: string; customer?: boolean; warehouse?: boolean; carrier?: boolean };

/** Fills an order creation form the way a clerk does: parties, goods, one box, receiver and sender. */
export async function fillOrderForm(page: Page, entry: OrderEntry): Promise<void> {
  if (entry.carrier) await pickOption(page, 'carrierCompanyNo', 'HY', 'HYEXP');
  if (entry.customer !== false) await pickOption(page, 'customerId', 'C0002', 'C0002');
  await pickOption(page, 'channelId', 'DHL', 'HY-DHL');
  if (entry.warehouse) await pickOption(page, 'warehouseCode', 'ONT', 'ONT8');
  await page.locator('#itemName').fill(entry.itemName);
  await page.locator('#boxes_0_weight').fill('2.5');
  await page.locator('#boxes_0_length').fill('40');
  await page.locator('#boxes_0_width').fill('30');
  await page.locator('#boxes_0_height').fill('20');
  if (!entry.warehouse) {
    await page.locator('#receiver_name').fill('Emily Carter');
    await pickOption(page, 'receiver_country', 'US', /^US /);
    await page.locator('#receiver_city').fill('Seattle');
    await page.locator('#receiver_address1').fill('400 Pine St');
  }
  await page.locator('#receiver_phone').fill(entry.receiverPhone);
  await page.locator('#sender_name').fill('Li Wei');
  await page.locator('#sender_phone').fill('0755-86601234');
  await page.locator('#sender_city').fill('Shenzhen');
  await page.locator('#sender_address1').fill('Hangcheng Ave 168');
}

/** Saves the form and answers the new order's number from the success page. */
export async function saveNewOrder(page: Page, lang: Lang): Promise<string> {
  await page.getByRole('button', { name: buttonName(lang, 'orderForm.submit.create') }).click();
  const title = page.locator('.ant-result-title');
  await expect(title).toBeVisible();
  const shown = (await title.textContent()) ?? '';
  const orderNo = /PF\d{14}/.exec(shown)?.[0];
  expect(orderNo, shown).toBeTruthy();
  expect(shown).toBe(text(lang, 'orderForm.saved.title', { orderNo: orderNo! }));
  return orderNo!;
}

type Answer = { result_code: number; body: string };

async function call<T>(page: Page, token: string, command: string, body: unknown): Promise<T> {
  const response = await page.request.post(`api/main/${command}/1.0`, { form: { head: JSON.stringify({ token }), body: JSON.stringify(body) } });
  const answer = (await response.json()) as Answer;
  expect(answer.result_code, answer.body).toBe(0);
  return JSON.parse(answer.body) as T;
}

/** Creates an inbound order through the API, as an import or another client would; answers its number. */
export async function createOrderByApi(page: Page, token: string, itemName: string): Promise<string> {
  return (await createOrderRecordByApi(page, token, itemName)).orderNo;
}

/** Creates an inbound order through the API (on the demo's DHL channel unless named, to Seattle unless `receiver` says otherwise); answers its id and number. */
export async function createOrderRecordByApi(page: Page, token: string, itemName: string, channelCode = 'HY-DHL', receiver: Record<string, string> = {}): Promise<{ id: number; orderNo: string }> {
  const [customer] = (await call<{ list: { value: number }[] }>(page, token, 'customerComboBox', { keyword: 'C0002' })).list;
  const [channel] = (await call<{ list: { value: number }[] }>(page, token, 'transSortComBox', { keyword: channelCode })).list;
  return call<{ id: number; orderNo: string }>(page, token, 'createOrder', {
    kind: 'receive', customerId: customer.value, channelId: channel.value, goodsType: 'general', itemName, pieces: 1, weight: 1.2,
    packingType: 'WPX', paymentMethod: 'PP', boxes: [{ boxNo: '1', quantity: 1, weight: 1.2, length: 20, width: 15, height: 10 }],
    receiver: { name: 'Emily Carter', phone: '+1 206 555 0142', country: 'US', city: 'Seattle', postcode: '98101', address1: '400 Pine St', ...receiver },
    sender: { name: 'Li Wei', phone: '0755-86601234', country: 'CN', city: 'Shenzhen', address1: 'Hangcheng Ave 168' },
    invoiceLines: [],
  });
}

/** Creates an inbound order and passes its audit with a typed waybill number, so it prints; answers its numbers. */
export async function createAuditedOrderByApi(page: Page, token: string, itemName: string, waybillNo: string, channelCode?: string) {
  const order = await createOrderRecordByApi(page, token, itemName, channelCode);
  await call(page, token, 'auditPass', { id: order.id, waybillNo });
  return { ...order, waybillNo };
}
