import { bigint, bigserial, index, integer, jsonb, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Currency, OrderPriceRefusal, OrderPriceStage, PriceBreakdown, PricedPiece, RateCardKind } from '@parcelflow/contract';
import { users } from '../account/account.table.ts';
import { companies } from '../company/company.table.ts';
import { orders } from '../order/order.table.ts';

/**
 * An order's freight as it was priced, one row per stage and kind (docs/prices.md, "Orders are priced"): the
 * breakdown is kept whole, so a later change of the card never rewrites what the order was priced at.
 */
export const orderPrices = pgTable(
  'order_prices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull().references(() => companies.id),
    stage: varchar('stage', { length: 12 }).$type<OrderPriceStage>().notNull(),
    kind: varchar('kind', { length: 8 }).$type<RateCardKind>().notNull(),
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull().defaultNow(),
    pricedBy: integer('priced_by').references(() => users.id),
    /** Null when refused. */
    currency: varchar('currency', { length: 3 }).$type<Currency>(),
    total: numeric('total', { precision: 14, scale: 2 }),
    breakdown: jsonb('breakdown').$type<PriceBreakdown>(),
    refusal: jsonb('refusal').$type<OrderPriceRefusal>(),
    /** The pieces priced: the order's boxes, or the measured ones of a re-weigh. */
    pieces: jsonb('pieces').$type<PricedPiece[]>().notNull(),
  },
  (t) => [index('order_prices_order_priced_idx').on(t.orderId, t.pricedAt)],
);
