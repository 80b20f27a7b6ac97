import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '@parcelflow/contract';
import type { TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { customerGroups } from '../customerGroup/index.ts';
import { cashAccounts, ledgerEntries } from '../ledger/index.ts';
import { recharges } from './recharge.table.ts';
import { signCallback } from './payment-provider.ts';

/** Vouchers known by their bytes: a 1×1 PNG, the start of a JPEG (JFIF) and a small PDF. */
export const VOUCHERS = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0'), Buffer.alloc(64)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
};

type Voucher = { name: string; bytes: Buffer | string; type?: string };

/** pay/recordRecharge as a browser's FormData sends it: head, body, then the voucher (none when left out). */
export async function recordRecharge(t: TestApp, token: string, body: Record<string, unknown>, voucher?: Voucher) {
  const form = new FormData();
  form.append('head', JSON.stringify({ token }));
  form.append('body', JSON.stringify(body));
  if (voucher) {
    const bytes = typeof voucher.bytes === 'string' ? voucher.bytes : new Uint8Array(voucher.bytes);
    form.append('voucher', new Blob([bytes], voucher.type ? { type: voucher.type } : {}), voucher.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST', url: '/api/pay/recordRecharge/1.0',
    headers: { 'content-type': request.headers.get('content-type') ?? '' }, payload: Buffer.from(await request.arrayBuffer()),
  });
  const answer = response.json() as { result_code: number; body: string };
  return { code: answer.result_code, body: JSON.parse(answer.body || '{}') as Record<string, unknown> };
}

/** A provider's callback, signed with the secret at the time given (now by default). */
export function postCallback(t: TestApp, provider: string, payload: unknown, secret: string, at = Date.now()) {
  const rawBody = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const timestamp = String(Math.floor(at / 1000));
  return t.app.inject({
    method: 'POST', url: `/api/pay/callback/${provider}`, payload: rawBody,
    headers: { 'content-type': 'application/json', 'x-pay-timestamp': timestamp, 'x-pay-signature': signCallback(secret, timestamp, rawBody) },
  });
}

/** Reads of the demo data and of what a recharge left in the ledger. */
export function rechargeTesting(t: TestApp) {
  const db = () => t.database.db;
  return {
    customerId: async (companyNo: string, code: string) => (await db().select({ id: customers.id }).from(customers)
      .innerJoin(companies, eq(companies.id, customers.companyId)).where(and(eq(companies.companyNo, companyNo), eq(customers.code, code))))[0].id,
    firstCustomerOf: async (companyNo: string) => (await db().select({ id: customers.id }).from(customers)
      .innerJoin(companies, eq(companies.id, customers.companyId)).where(eq(companies.companyNo, companyNo)).orderBy(customers.id).limit(1))[0].id,
    balance: async (customerId: number, currency: Currency) => (await db().select({ balance: cashAccounts.balance }).from(cashAccounts)
      .where(and(eq(cashAccounts.customerId, customerId), eq(cashAccounts.currency, currency))))[0]?.balance ?? '0.00',
    entriesOf: (rechargeId: number) => db().select().from(ledgerEntries).where(eq(ledgerEntries.rechargeId, rechargeId)),
    recharge: async (id: number) => (await db().select().from(recharges).where(eq(recharges.id, id)))[0],
    count: async () => (await db().select({ n: sql<number>`count(*)::int` }).from(recharges))[0].n,
    /**
     * The customer's group grants its logins pay/confirmRecharge, which no group may grant (every group grants recording
     * and listing): the server must still refuse a customer's login the cashier's commands.
     */
    grantConfirmRecharge: async (customerId: number) => {
      const [customer] = await db().select({ groupId: customers.groupId }).from(customers).where(eq(customers.id, customerId));
      await db().update(customerGroups).set({ apiCommands: sql`array_append(${customerGroups.apiCommands}, 'pay/confirmRecharge')` })
        .where(eq(customerGroups.id, customer.groupId));
    },
  };
}
