import { asc, eq, sql } from 'drizzle-orm';
import { ORDER_STATUSES, formatSegmentNumber, type OrderKind, type OrderStatus } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { channels } from '../modules/channel/index.ts';
import { customers } from '../modules/customer/index.ts';
import { executeRows } from '../db/execute-rows.ts';
import { numberSegments, orderBoxes, orderInvoiceLines, orders, trackingEvents } from '../modules/order/index.ts';
import { DEMO_GOODS, DEMO_RECEIVERS, DEMO_STEPS } from './seed-orders-data.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const AUDITED: OrderStatus[] = ORDER_STATUSES.filter((s) => ORDER_STATUSES.indexOf(s) >= ORDER_STATUSES.indexOf('toGetLabel') && s !== 'cancelled');
const CHANNEL_COUNTRIES: Record<string, string[]> = { US: ['US'], EU: ['DE', 'FR', 'SE', 'GB'], UK: ['GB'], JP: ['JP'] };
const LADDER = ORDER_STATUSES.filter((s) => s !== 'cancelled');

/** A small seeded generator, so every start shows the same demo. */
function randomOf(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const yymmdd = (d: Date) => d.toISOString().slice(2, 10).replaceAll('-', '');

/** Older orders are further along; every status shows at least once. */
function statusFor(i: number, ageDays: number, rnd: () => number): OrderStatus {
  if (i < ORDER_STATUSES.length) return ORDER_STATUSES[i];
  if (rnd() < 0.05) return 'cancelled';
  const step = Math.round((ageDays / 30) * (LADDER.length - 1) + (rnd() * 4 - 2));
  return LADDER[Math.min(LADDER.length - 1, Math.max(1, step))];
}

type Options = { companyId: number; ownerCompanyId: number; count: number; seed: number; lowChannel?: string };

/**
 * Demo orders over the last 31 days in every status, with boxes, invoice lines, waybill numbers drawn from a
 * segment per channel (the lowChannel's segment left running low) and tracking events for shipped ones.
 */
export async function seedOrders(db: Db, o: Options, now = new Date()): Promise<void> {
  const rnd = randomOf(o.seed);
  const channelRows = await db.select().from(channels).where(eq(channels.companyId, o.companyId)).orderBy(asc(channels.id));
  const customerRows = (await db.select().from(customers).where(eq(customers.companyId, o.companyId)).orderBy(asc(customers.id))).filter((c) => c.status === 'normal');
  const drafts = Array.from({ length: o.count }, (_, i) => {
    const ageDays = i < ORDER_STATUSES.length ? i % 5 : Math.floor(rnd() * 31);
    // A few hours earlier in the day, never into the day before, so the 31-day window holds every order.
    const day = now.getTime() - ageDays * DAY;
    const createdAt = new Date(Math.max(day - (day % DAY), day - Math.floor(rnd() * 10) * HOUR));
    return { i, ageDays, createdAt, status: statusFor(i, ageDays, rnd) };
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // Numbered as the order core numbers them: 'PF', the day and the id from the orders sequence (8 digits).
  const ids = await executeRows<{ id: string }>(db, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::text as id from generate_series(1, ${o.count})`);
  const rows = drafts.map((d, n) => {
    const channel = channelRows[Math.floor(rnd() * channelRows.length)];
    const customer = customerRows[Math.floor(rnd() * customerRows.length)];
    const goods = DEMO_GOODS[Math.floor(rnd() * DEMO_GOODS.length)];
    const receivers = receiversFor(channel.code);
    const receiver = receivers[Math.floor(rnd() * receivers.length)];
    const pieces = 1 + Math.floor(rnd() * 3);
    const audited = AUDITED.includes(d.status);
    // Marks the order for a number; fillWaybills draws the real one.
    const waybillNo = audited ? 'pending' : null;
    return {
      companyId: o.companyId, ownerCompanyId: customer.linkedOwnerCompanyId ? o.ownerCompanyId : null,
      kind: kindFor(channel.transportClass, n), status: d.status,
      id: Number(ids[n].id), orderNo: `PF${yymmdd(d.createdAt)}${ids[n].id.padStart(8, '0')}`, waybillNo,
      customerNo: `${customer.code}-${String(2000 + n)}`, referenceNo1: rnd() < 0.4 ? `REF${String(880000 + n)}` : null,
      customerId: customer.id, channelId: channel.id, country: receiver.country!,
      warehouseCode: channel.transportClass === 'fba' ? 'ONT8' : null, goodsType: 'general', itemName: goods.item,
      pieces, weight: Number((goods.weight * pieces * 3).toFixed(3)), packingType: 'WPX', declaredValue: Number((goods.price * pieces * 3).toFixed(2)),
      declaredCurrency: 'USD', deliveryTerms: 'DDU', paymentMethod: 'PP', receiver,
      sender: { name: customer.companyName || customer.name, phone: customer.phone, country: 'CN', city: customer.city, address1: customer.address },
      auditFailReason: d.status === 'toBeCorrected' ? 'Receiver phone missing the area code' : null,
      cancelReason: d.status === 'cancelled' ? 'Customer withdrew the shipment' : null,
      createdAt: d.createdAt, updatedAt: d.createdAt, auditedAt: audited ? new Date(Math.min(now.getTime(), d.createdAt.getTime() + 3 * HOUR)) : null,
      goods,
    };
  });
  await fillWaybills(db, o, rows, channelRows);
  const inserted = await db.insert(orders).values(rows.map(({ goods: _goods, ...row }) => row)).returning({ id: orders.id });
  await db.insert(orderBoxes).values(rows.flatMap((r, n) => Array.from({ length: r.pieces }, (_, b) => ({
    orderId: inserted[n].id, boxNo: `${r.orderNo}-${b + 1}`, quantity: 1, weight: Number((r.goods.weight * 3).toFixed(3)), length: 40, width: 30, height: 20,
  }))));
  await db.insert(orderInvoiceLines).values(rows.map((r, n) => ({
    orderId: inserted[n].id,
    line: { descriptionCn: r.goods.cn, descriptionEn: r.goods.item, quantity: r.pieces * 3, unitPrice: r.goods.price, currency: 'USD', customsCode: r.goods.customs, purpose: 'daily use', material: r.goods.material, origin: 'CN', unit: 'PCS' },
  })));
  const events = rows.flatMap((r, n) => eventsFor(inserted[n].id, r.status, r.auditedAt, r.receiver.city ?? '', now));
  if (events.length) await db.insert(trackingEvents).values(events);
}

/** FBA channels carry FBA orders, sea freight sea orders; of the others every tenth is outbound, proxy or special. */
function kindFor(transportClass: string, n: number): OrderKind {
  if (transportClass === 'fba') return 'fba';
  if (transportClass === 'sea') return 'hyreceive';
  return (['send', 'proxy', 'special'] as const)[n % 10] ?? 'receive';
}

/** Gives audited orders waybill numbers in creation order from one segment per channel. */
async function fillWaybills(db: Db, o: Options, rows: { channelId: number; waybillNo: string | null }[], channelRows: (typeof channels.$inferSelect)[]) {
  for (const [index, channel] of channelRows.entries()) {
    const audited = rows.filter((r) => r.channelId === channel.id && r.waybillNo);
    const prefix = channel.code.replace(/[^A-Z]/g, '').slice(0, 4);
    const startNumber = 10_000_000 * (index + 1);
    const low = channel.code === o.lowChannel;
    const segment = { prefix, suffix: '', startNumber, endNumber: startNumber + audited.length + (low ? 11 : 4999) };
    audited.forEach((r, k) => { r.waybillNo = formatSegmentNumber(segment, startNumber + k); });
    await db.insert(numberSegments).values({
      ...segment, companyId: o.companyId, channelId: channel.id, type: 'waybill', nextNumber: startNumber + audited.length,
      warningCount: low ? 20 : 200, lastUsedNumber: audited.at(-1)?.waybillNo ?? null,
    });
  }
}

/** A channel serves the countries its code names (US, EU, UK, JP); any other (express) serves them all. */
function receiversFor(channelCode: string) {
  const countries = Object.entries(CHANNEL_COUNTRIES).find(([part]) => channelCode.includes(part))?.[1];
  return countries ? DEMO_RECEIVERS.filter((r) => countries.includes(r.country!)) : DEMO_RECEIVERS;
}

function eventsFor(orderId: number, status: OrderStatus, auditedAt: Date | null, city: string, now: Date) {
  const reached = ORDER_STATUSES.indexOf(status);
  if (!auditedAt || reached < ORDER_STATUSES.indexOf('toShip') || status === 'cancelled') return [];
  const at = (k: number) => new Date(Math.min(now.getTime() - HOUR, auditedAt.getTime() + k * 14 * HOUR));
  const steps = DEMO_STEPS.filter((s) => ORDER_STATUSES.indexOf(s.status) <= reached);
  return [
    { orderId, occurredAt: at(0), place: '深圳 Shenzhen', status: 'toShip', code: 'warehouseReceived' as const, isPublic: true },
    { orderId, occurredAt: at(0), place: '深圳 Shenzhen', status: 'toShip', code: 'reweighed' as const, isPublic: false },
    ...steps.map((s, k) => ({ orderId, occurredAt: at(k + 1), place: s.place || city, status: s.status, code: s.code, isPublic: true })),
  ];
}
