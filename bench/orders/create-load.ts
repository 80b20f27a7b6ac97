import pg from 'pg';
import type { EnvelopeResponse } from '@parcelflow/contract';
import { DEMO_GOODS, DEMO_RECEIVERS } from '@parcelflow/server/src/seed/seed-orders-data.ts';
import type { ServerProcess } from '../lib/server-process.ts';
import { runLoad, type LoadResult, type LoadSettings } from '../lib/load.ts';
import { commandRequest } from '../lib/requests.ts';
import { BENCH_COMPANY_NO } from './settings.ts';

export const CREATE_SETTINGS: LoadSettings = { connections: 20, pipelining: 1, warmupSeconds: 3, durationSeconds: 10 };
/** More than the warm-up and the measured seconds take at 1,000 creates a second; later ones are encoded as sent. */
const PREPARED_BODIES = 15_000;

type Choices = { customerIds: number[]; channels: { id: number; fba: boolean }[] };
export type CreateResult = LoadResult & { created: number; stored: number };

/**
 * createOrder through the API under concurrent load: valid orders varied over customers, channels (FBA ones with
 * their warehouse), goods, receivers and pieces, each with its own reference and customer numbers. Afterwards the
 * orders the run stored are counted in the database: every accepted create must be there (and those still in
 * flight when the load stopped, whose answers were not read).
 */
export async function loadCreates(server: ServerProcess, databaseUrl: string, token: string): Promise<CreateResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const choices = await choicesOf(client);
    const tag = Date.now().toString(36).toUpperCase();
    const bodyOf = (n: number) => commandRequest(server.url, 'main/createOrder', orderBody(choices, `${tag}${n}`, n), token).body;
    // Encoded before the load: the load generator shares the CPUs with the server and the database.
    const prepared = Array.from({ length: PREPARED_BODIES }, (_, n) => bodyOf(n));
    let sent = 0;
    let created = 0;
    const { url, headers } = commandRequest(server.url, 'main/createOrder', {}, token);
    const result = await runLoad({
      url, headers,
      nextBody: () => {
        const n = sent++;
        return prepared[n] ?? bodyOf(n);
      },
      accepts: (text) => {
        const ok = (JSON.parse(text) as EnvelopeResponse).result_code === 0;
        if (ok) created++;
        return ok;
      },
    }, CREATE_SETTINGS, server);
    const { rows } = await client.query<{ stored: number }>('select count(*)::int as stored from orders where reference_no1 like $1', [`BR${tag}%`]);
    return { ...result, created, stored: rows[0].stored };
  } finally {
    await client.end();
  }
}

/**
 * Customers and channels every generated order suits: customers without agreements or rules of their own, enabled
 * channels serving the US receivers and named by no rule (createOrder checks all of them, so the checks are measured).
 */
async function choicesOf(client: pg.Client): Promise<Choices> {
  const company = `(select id from companies where company_no = '${BENCH_COMPANY_NO}')`;
  const customers = await client.query<{ id: number }>(`select id from customers c where company_id = ${company} and status = 'normal' and enabled
    and not exists(select 1 from trans_agreements a where a.customer_id = c.id or a.customer_group_id = c.group_id)
    and not exists(select 1 from customer_order_rules r where r.customer_id = c.id) order by id`);
  const channels = await client.query<{ id: number; fba: boolean }>(`select id, transport_class = 'fba' as fba from channels h where company_id = ${company} and enabled
    and (destinations = '[]'::jsonb or destinations @> '[{"country":"US"}]'::jsonb)
    and not exists(select 1 from customer_order_rules r where r.channel_id = h.id) order by id`);
  return { customerIds: customers.rows.map((r) => r.id), channels: channels.rows };
}

function orderBody(choices: Choices, unique: string, n: number) {
  const channel = choices.channels[n % choices.channels.length];
  const goods = DEMO_GOODS[n % DEMO_GOODS.length];
  const receiver = DEMO_RECEIVERS.filter((r) => !channel.fba || r.country === 'US')[n % 3];
  const pieces = 1 + (n % 3);
  const weight = Number((goods.weight * pieces * 3).toFixed(3));
  return {
    kind: channel.fba ? 'fba' : 'receive', customerId: choices.customerIds[n % choices.customerIds.length], channelId: channel.id,
    ...(channel.fba ? { warehouseCode: 'ONT8' } : {}),
    referenceNo1: `BR${unique}`, customerNo: `BC${unique}`, goodsType: 'general', itemName: goods.item, pieces, weight,
    packingType: 'WPX', paymentMethod: 'PP', declaredValue: Number((goods.price * pieces * 3).toFixed(2)), declaredCurrency: 'USD',
    boxes: [{ boxNo: 'B1', quantity: pieces, weight, length: 40, width: 30, height: 20 }],
    receiver, sender: { name: 'Li Lei', phone: '0755-1234', country: 'CN', city: 'Shenzhen', address1: 'Keyuan Rd 1' },
    invoiceLines: [{ descriptionCn: goods.cn, descriptionEn: goods.item, quantity: pieces * 3, unitPrice: goods.price, currency: 'USD', customsCode: goods.customs, origin: 'CN', unit: 'PCS' }],
  };
}
