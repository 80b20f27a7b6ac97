import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar, boolean } from 'drizzle-orm/pg-core';
import type { OrderInvoiceLine, OrderKind, OrderStatus, RemoteClass, TrackingEventCode, TrackingEventParams } from '@parcelflow/contract';
import { users } from '../account/account.table.ts';
import { companies } from '../company/company.table.ts';
import { channels } from '../channel/channel.table.ts';
import { customers } from '../customer/customer.table.ts';

export type PartyAddress = {
  name: string; company?: string; phone?: string; email?: string; country?: string; state?: string; city?: string;
  postcode?: string; address1?: string; address2?: string; address3?: string; houseNo?: string; taxNo?: string;
  taxType?: string; vatNo?: string; eorNo?: string; iossNo?: string; province?: string;
};

/** An order (entities-rules.md 3.1). Belongs to the carrier's company; a cargo owner sees it through ownerCompanyId. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    kind: varchar('kind', { length: 12 }).$type<OrderKind>().notNull(),
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull(),
    version: integer('version').notNull().default(1),
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    waybillNo: varchar('waybill_no', { length: 40 }),
    subWaybillNos: jsonb('sub_waybill_nos').$type<string[]>().notNull().default([]),
    transferNo: varchar('transfer_no', { length: 40 }),
    /** The carrier an outbound or proxy order is handed to next. */
    partnerCompanyNo: varchar('partner_company_no', { length: 10 }),
    fbaNo: varchar('fba_no', { length: 40 }),
    customerNo: varchar('customer_no', { length: 40 }),
    referenceNo1: varchar('reference_no1', { length: 40 }),
    referenceNo2: varchar('reference_no2', { length: 40 }),
    referenceNo3: varchar('reference_no3', { length: 40 }),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    channelId: integer('channel_id').notNull().references(() => channels.id),
    country: varchar('country', { length: 3 }).notNull(),
    /** The remote-area class of the receiver's place, set when the order is saved (modules/remoteArea); null: none. */
    remoteClass: varchar('remote_class', { length: 20 }).$type<RemoteClass>(),
    warehouseCode: varchar('warehouse_code', { length: 20 }),
    goodsType: varchar('goods_type', { length: 40 }).notNull(),
    itemName: varchar('item_name', { length: 200 }).notNull(),
    pieces: integer('pieces').notNull(),
    weight: numeric('weight', { precision: 11, scale: 3, mode: 'number' }).notNull(),
    packingType: varchar('packing_type', { length: 3 }).notNull(),
    declaredValue: numeric('declared_value', { precision: 10, scale: 2, mode: 'number' }),
    declaredCurrency: varchar('declared_currency', { length: 3 }),
    remarks: varchar('remarks', { length: 120 }),
    declareType: varchar('declare_type', { length: 20 }),
    clearanceMethod: varchar('clearance_method', { length: 20 }),
    taxPayment: varchar('tax_payment', { length: 20 }),
    deliveryTerms: varchar('delivery_terms', { length: 3 }),
    paymentMethod: varchar('payment_method', { length: 3 }).notNull(),
    codAmount: numeric('cod_amount', { precision: 10, scale: 2, mode: 'number' }),
    receiver: jsonb('receiver').$type<PartyAddress>().notNull(),
    sender: jsonb('sender').$type<PartyAddress>().notNull(),
    notifier: jsonb('notifier').$type<PartyAddress>(),
    auditFailReason: varchar('audit_fail_reason', { length: 200 }),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditedBy: integer('audited_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('orders_company_order_no_key').on(t.companyId, t.orderNo),
    uniqueIndex('orders_company_waybill_key').on(t.companyId, t.waybillNo).where(sql`${t.waybillNo} is not null`),
    // The list's two paths: a status tab, or every status. Read backwards they give the list's newest first
    // (DESC NULLS FIRST, which a DESC NULLS LAST index cannot). The columns after the unique id never change
    // the order; they let the kind and waybill filters, a sort by weight or pieces, the footer sums (declared
    // values per currency) and the tab counts read the index alone (index-only scans; drizzle has no INCLUDE).
    // See docs/performance.md.
    index('orders_company_status_created_idx')
      .on(t.companyId, t.status, t.createdAt, t.id, t.kind, t.waybillNo, t.pieces, t.weight, t.declaredValue, t.declaredCurrency),
    index('orders_company_created_idx')
      .on(t.companyId, t.createdAt, t.id, t.status, t.kind, t.waybillNo, t.pieces, t.weight, t.declaredValue, t.declaredCurrency),
    // A tab sorted by weight, heaviest first read backwards: a large filtered set finds its page after a few
    // entries instead of sorting every matching order (see sortsWhole in order.list.ts for small sets).
    index('orders_company_status_weight_idx').on(t.companyId, t.status, t.weight, t.createdAt, t.id, t.kind, t.waybillNo),
    index('orders_owner_created_idx').on(t.ownerCompanyId, t.createdAt, t.id).where(sql`${t.ownerCompanyId} is not null`),
    index('orders_company_customer_no_idx').on(t.companyId, t.customerNo),
    index('orders_company_reference_idx').on(t.companyId, t.referenceNo1),
    // A new reference number is checked against all three (createOrder): without these, a scan of the company's orders.
    index('orders_company_reference2_idx').on(t.companyId, t.referenceNo2).where(sql`${t.referenceNo2} is not null`),
    index('orders_company_reference3_idx').on(t.companyId, t.referenceNo3).where(sql`${t.referenceNo3} is not null`),
    // Scan-to-print finds a parcel by any of its sub-waybill numbers (subWaybillNos @> '["…"]').
    index('orders_sub_waybill_nos_idx').using('gin', sql`${t.subWaybillNos} jsonb_path_ops`),
    // Settlement details (docs/finance.md): the orders a range of audit days holds, without reading the company's others.
    index('orders_company_audited_idx').on(t.companyId, t.auditedAt).where(sql`${t.auditedAt} is not null`),
  ],
);

/**
 * The orders of a company summed per UTC day of creation, status, kind, owner, waybill or not and declared currency:
 * the list's totals and status-tab counts without a customer, channel, country or pasted-number filter read these
 * rows instead of every matching order. Kept by statement triggers on orders in the same transaction as each change
 * (migration 0020): a change adds a row of differences per key and folds the key's rows no other transaction holds
 * into one, so writers never wait for each other here. A key may thus hold a few rows; readers sum them.
 */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    companyId: integer('company_id').notNull(),
    /** The cargo owner's company, 0 for none. */
    ownerCompanyId: integer('owner_company_id').notNull(),
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 12 }).$type<OrderKind>().notNull(),
    withWaybill: boolean('with_waybill').notNull(),
    /** '' for none. */
    declaredCurrency: varchar('declared_currency', { length: 3 }).notNull(),
    orders: integer('orders').notNull(),
    pieces: bigint('pieces', { mode: 'number' }).notNull(),
    weight: numeric('weight').notNull(),
    declaredValue: numeric('declared_value').notNull(),
    /** How many of the orders hold a declared value: with none, the currency has no sum (as sum() of nulls). */
    valued: integer('valued').notNull(),
  },
  (t) => [
    index('order_day_totals_key_idx').on(t.companyId, t.status, t.day, t.kind, t.ownerCompanyId, t.withWaybill, t.declaredCurrency),
    // Every status over a date range (a list as it opens): the days' rows alone, their sums read from the index.
    index('order_day_totals_day_idx')
      .on(t.companyId, t.day, t.status, t.kind, t.withWaybill, t.declaredCurrency, t.ownerCompanyId, t.orders, t.pieces, t.weight, t.declaredValue, t.valued),
    index('order_day_totals_owner_idx').on(t.ownerCompanyId, t.status, t.day).where(sql`${t.ownerCompanyId} <> 0`),
  ],
);

/** One box of an order's per-piece info. */
export const orderBoxes = pgTable(
  'order_boxes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    boxNo: varchar('box_no', { length: 50 }).notNull(),
    boxSize: varchar('box_size', { length: 10 }),
    quantity: integer('quantity').notNull(),
    weight: numeric('weight', { precision: 11, scale: 3, mode: 'number' }).notNull(),
    length: integer('length').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('order_boxes_order_idx').on(t.orderId)],
);

/** One invoice line of an order. */
export const orderInvoiceLines = pgTable(
  'order_invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    line: jsonb('line').$type<OrderInvoiceLine>().notNull(),
  },
  (t) => [index('order_invoice_lines_order_idx').on(t.orderId)],
);

/** Who changed what on an order: one row per action, with the fields before and after. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 20 }).notNull(),
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull().default([]),
    reason: varchar('reason', { length: 200 }),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.createdAt)],
);

/** A tracking event: by an operator, or by the system on a state change. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    place: varchar('place', { length: 120 }).notNull().default(''),
    status: varchar('status', { length: 20 }).notNull(),
    /** What the system says happened (TRACKING_EVENT_CODES), worded by the viewer's language; null for a clerk's own text. */
    code: varchar('code', { length: 40 }).$type<TrackingEventCode>(),
    params: jsonb('params').$type<TrackingEventParams>().notNull().default({}),
    /** The text a clerk typed; empty for a coded event. */
    description: text('description').notNull().default(''),
    /** Internal notes are for staff; the public tracking page shows only public events. */
    isPublic: boolean('is_public').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [index('tracking_events_order_idx').on(t.orderId, t.occurredAt)],
);

/** Number segment (3.8): a channel's range of waybill numbers, drawn from atomically at audit. */
export const numberSegments = pgTable(
  'number_segments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    channelId: integer('channel_id').notNull().references(() => channels.id),
    type: varchar('type', { length: 12 }).notNull(),
    prefix: varchar('prefix', { length: 10 }).notNull().default(''),
    suffix: varchar('suffix', { length: 10 }).notNull().default(''),
    startNumber: bigint('start_number', { mode: 'number' }).notNull(),
    endNumber: bigint('end_number', { mode: 'number' }).notNull(),
    /** The next number to give; the segment is used up when it passes endNumber. */
    nextNumber: bigint('next_number', { mode: 'number' }).notNull(),
    warningCount: integer('warning_count').notNull().default(0),
    lastUsedNumber: varchar('last_used_number', { length: 60 }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('number_segments_channel_idx').on(t.companyId, t.channelId, t.type)],
);

/** The maintained list of Amazon fulfilment centres an FBA order ships to; choosing one fills the receiver. */
export const fbaWarehouses = pgTable('fba_warehouses', {
  code: varchar('code', { length: 20 }).primaryKey(),
  country: varchar('country', { length: 3 }).notNull(),
  state: varchar('state', { length: 40 }).notNull(),
  city: varchar('city', { length: 40 }).notNull(),
  postcode: varchar('postcode', { length: 10 }).notNull(),
  address1: varchar('address1', { length: 120 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
});
