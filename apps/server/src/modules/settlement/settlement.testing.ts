import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ListSettlementDetailsOutput, SettlementRow } from '@parcelflow/contract';
import type { TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { newCustomer } from '../customer/customer.testing.ts';
import { chargeBilledOrders } from '../ledger/index.ts';
import { numberSegments } from '../order/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { cardInput } from '../rateCard/rateCard.testing.ts';
import { recordRecharge, VOUCHERS } from '../recharge/recharge.testing.ts';

/** What the fixture made: ids of its site, customers, channels and orders. */
export type SettlementFixture = {
  companyId: number;
  siteId: number;
  prepaidId: number;
  monthlyId: number;
  rmbChannelId: number;
  usdChannelId: number;
  /** The prepaid customer's two audited RMB orders (177.58 each). */
  prepaidOrders: number[];
  /** The monthly customer's audited RMB order, billed (177.58), and its audited USD order (177.58 USD). */
  billedOrder: number;
  usdOrder: number;
};

/**
 * HYEXP's own corner of the demo for settlement tests: a site with a prepaid and a monthly customer, an RMB and a USD
 * channel priced by the rate-card fixture (3.5 kg to the US: 177.58). The prepaid customer recharges 1,000.00 RMB
 * (confirmed) and has two orders audited; the monthly one has an RMB order audited and billed, a USD order audited,
 * an order left to be audited and one audited then cancelled (neither counts).
 */
export async function createSettlementFixture(t: TestApp, admin: string): Promise<SettlementFixture> {
  const { db } = t.database;
  const [{ id: companyId }] = await db.select().from(companies).where(eq(companies.companyNo, 'HYEXP'));
  const ok = async <T>(answer: Promise<{ code: number; body: T }>): Promise<T> => {
    const { code, body } = await answer;
    expect(code, JSON.stringify(body)).toBe(0);
    return body;
  };
  const sites = await ok(t.call<{ list: { id: number }[] }>('main', 'listSites', {}, admin));
  const { id: siteId } = await ok(t.call<{ id: number }>('main', 'saveSite', {
    code: '1901', nameCn: '结算测试网点', nameEn: 'Settlement test outlet', siteType: 'outlet', parentId: sites.list[0].id, businessCategory: 'collection',
    baseCurrency: 'RMB', personInCharge: '林结', phone: '0755-22001234', address: '深圳市南山区科技园 1 号',
  }, admin));
  const customer = (code: string, name: string, settlementType: string) =>
    ok(t.call<{ id: number }>('main', 'saveCustomer', newCustomer(siteId, { code, name, settlementType, companyName: `${name}有限公司` }), admin));
  const { id: prepaidId } = await customer('ST-PRE', '结算预付', 'prepaid');
  const { id: monthlyId } = await customer('ST-MON', '结算月结', 'monthly');
  const channel = async (code: string, currency: string) => {
    const { id } = await ok(t.call<{ id: number }>('main', 'saveChannel', {
      code, nameCn: `结算${code}`, nameEn: code, transportClass: 'express', businessType: 'parcel', postcodeDestinations: false, destinations: [],
    }, admin));
    await ok(t.call('main', 'saveRateCard', cardInput(id, { currency }), admin));
    await db.insert(numberSegments).values({ companyId, channelId: id, type: 'waybill', prefix: code.slice(-2), startNumber: 1, endNumber: 9999, nextNumber: 1, enabled: true });
    return id;
  };
  const rmbChannelId = await channel('ST-RMB', 'RMB');
  const usdChannelId = await channel('ST-USD', 'USD');
  const create = async (code: string, channelId: number) =>
    (await ok(t.call<{ id: number }>('main', 'createOrder', { ...(await orderInputFor(db, companyId, code)), channelId }, admin))).id;
  const audit = (id: number) => ok(t.call('main', 'auditPass', { id }, admin));

  const recharge = await recordRecharge(t, admin, { customerId: prepaidId, amount: '1000.00', currency: 'RMB', bankReference: 'ST-0001', transferDate: today() }, { name: 'slip.png', bytes: VOUCHERS.png, type: 'image/png' });
  expect(recharge.code, JSON.stringify(recharge.body)).toBe(0);
  await ok(t.call('pay', 'confirmRecharge', { id: recharge.body.id }, admin));
  const prepaidOrders = [await create('ST-PRE', rmbChannelId), await create('ST-PRE', rmbChannelId)];
  for (const id of prepaidOrders) await audit(id);

  const billedOrder = await create('ST-MON', rmbChannelId);
  const usdOrder = await create('ST-MON', usdChannelId);
  const cancelled = await create('ST-MON', rmbChannelId);
  for (const id of [billedOrder, usdOrder, cancelled]) await audit(id);
  await create('ST-MON', rmbChannelId);
  await ok(t.call('main', 'applyOrderAction', { ids: [cancelled], action: 'cancel', reason: 'customer asked' }, admin));
  await billOrder(t, companyId, monthlyId, billedOrder);
  return { companyId, siteId, prepaidId, monthlyId, rmbChannelId, usdChannelId, prepaidOrders, billedOrder, usdOrder };
}

/** Bills one order as a bill's generation does: its reservation becomes its charge, which a bill line carries. */
async function billOrder(t: TestApp, companyId: number, customerId: number, orderId: number): Promise<void> {
  const { db } = t.database;
  const [charge] = await chargeBilledOrders(db, [orderId], null);
  const day = today();
  await db.execute(sql`with bill as (
      insert into bills (company_id, customer_id, bill_no, bill_date, period, period_from, period_to, type, settlement_type, ticket_count)
      values (${companyId}, ${customerId}, ${`BLST${orderId}`}, ${day}, 'monthly', ${day}, ${day}, 'regular', 'monthly', 1) returning id)
    insert into bill_lines (bill_id, company_id, customer_id, kind, order_id, ledger_entry_id, currency, amount)
    select id, ${companyId}, ${customerId}, 'order', ${orderId}, ${charge.entryId}, ${charge.currency}, -(${charge.amount}::numeric) from bill`);
}

export const today = () => new Date().toISOString().slice(0, 10);

/** The settlement commands as a test calls them. */
export function settlementCalls(t: TestApp) {
  return {
    list: (input: Record<string, unknown>, token: string) =>
      t.call<ListSettlementDetailsOutput>('main', 'listSettlementDetails', { pageSize: 300, ...input }, token),
    chart: (input: Record<string, unknown>, token: string) => t.call<Record<string, unknown>>('main', 'settlementChart', input, token),
  };
}

/** The row of one group and currency. */
export const rowOf = (rows: SettlementRow[], key: number | string, currency = 'RMB') => rows.find((row) => row.key === String(key) && row.currency === currency);
