import { asc, eq } from 'drizzle-orm';
import { allowedActions, ACTION_FUNCTIONS, type OrderHistoryEntry } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import type { OrderRow } from './order.scope.ts';
import { orderBoxes, orderHistory, orderInvoiceLines } from './order.table.ts';

/** An order with its boxes, invoice lines, names and the actions the caller may take now. */
export async function orderDetail(db: Db, caller: Pick<Caller, 'functions'>, order: OrderRow) {
  const boxes = await db.select().from(orderBoxes).where(eq(orderBoxes.orderId, order.id)).orderBy(asc(orderBoxes.id));
  const lines = await db.select().from(orderInvoiceLines).where(eq(orderInvoiceLines.orderId, order.id)).orderBy(asc(orderInvoiceLines.id));
  const [customer] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, order.customerId));
  const [carrier] = await db.select({ companyNo: companies.companyNo }).from(companies).where(eq(companies.id, order.companyId));
  const [channel] = await db.select({ code: channels.code, nameCn: channels.nameCn, nameEn: channels.nameEn }).from(channels).where(eq(channels.id, order.channelId));
  return {
    ...order,
    boxes: boxes.map(({ id: _id, orderId: _orderId, ...box }) => ({ ...box, boxSize: box.boxSize ?? undefined })),
    invoiceLines: lines.map((row) => row.line),
    carrierCompanyNo: carrier.companyNo,
    customerName: customer?.name ?? '',
    channelName: channel ? `${channel.code} ${channel.nameCn}` : '',
    allowedActions: allowedActions(order.status).filter((action) => caller.functions.has(ACTION_FUNCTIONS[action])),
  };
}

export async function orderHistoryOf(db: Db, orderId: number): Promise<OrderHistoryEntry[]> {
  const rows = await db
    .select({ action: orderHistory.action, changes: orderHistory.changes, reason: orderHistory.reason, userName: users.displayName, createdAt: orderHistory.createdAt })
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.userId))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
