import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { fieldError, type Currency, type ListOrderRulesInput, type OrderRuleView, type Page, type SaveOrderRuleInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channels, findChannel } from '../channel/index.ts';
import { customers, findCustomer } from '../customer/index.ts';
import { customerOrderRules } from './customerOrderRule.table.ts';

export type OrderRuleRow = typeof customerOrderRules.$inferSelect;

/** The caller's company's rule; another company's answers exactly like a missing one. */
export async function findOrderRule(db: Db, companyId: number, id: number): Promise<OrderRuleRow> {
  const [row] = await db.select().from(customerOrderRules).where(and(eq(customerOrderRules.id, id), eq(customerOrderRules.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

/** The customer (live) and channel named are the company's; one rule per customer (or all) and channel (or all). */
export async function assertRuleScope(db: Db, companyId: number, input: SaveOrderRuleInput): Promise<void> {
  if (input.customerId) await findCustomer(db, companyId, input.customerId, 'customerId');
  if (input.channelId) await findChannel(db, companyId, input.channelId, 'channelId');
  const [taken] = await db.select({ id: customerOrderRules.id }).from(customerOrderRules).where(and(
    eq(customerOrderRules.companyId, companyId),
    input.customerId ? eq(customerOrderRules.customerId, input.customerId) : isNull(customerOrderRules.customerId),
    input.channelId ? eq(customerOrderRules.channelId, input.channelId) : isNull(customerOrderRules.channelId),
    input.id ? ne(customerOrderRules.id, input.id) : undefined,
  ));
  if (taken) throw fieldError('channelId', 'duplicate');
}

function whereOf(companyId: number, input: ListOrderRulesInput): SQL | undefined {
  return and(
    eq(customerOrderRules.companyId, companyId),
    input.customerId ? eq(customerOrderRules.customerId, input.customerId) : undefined,
    input.channelId ? eq(customerOrderRules.channelId, input.channelId) : undefined,
    input.enabled === undefined ? undefined : eq(customerOrderRules.enabled, input.enabled),
  );
}

export function toRuleView(rule: OrderRuleRow, customer: { code: string | null; name: string | null }, channelCode: string | null): OrderRuleView {
  return {
    id: rule.id, customerId: rule.customerId, customerCode: customer.code, customerName: customer.name, channelId: rule.channelId, channelCode,
    maxPieceWeight: rule.maxPieceWeight, maxPieces: rule.maxPieces, maxDeclaredValue: rule.maxDeclaredValue,
    declaredCurrency: rule.declaredCurrency as Currency, countries: rule.countries, enabled: rule.enabled, remarks: rule.remarks,
  };
}

/** One page of the company's rules: those for every customer first, then by customer code and channel code. */
export async function listOrderRulePage(db: Db, companyId: number, input: ListOrderRulesInput): Promise<Page<OrderRuleView>> {
  const where = whereOf(companyId, input);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ rule: customerOrderRules, customerCode: customers.code, customerName: customers.name, channelCode: channels.code })
      .from(customerOrderRules)
      .leftJoin(customers, eq(customers.id, customerOrderRules.customerId))
      .leftJoin(channels, eq(channels.id, customerOrderRules.channelId))
      .where(where)
      .orderBy(sql`${customers.code} asc nulls first`, sql`${channels.code} asc nulls first`, asc(customerOrderRules.id))
      .limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(customerOrderRules).where(where),
  ]);
  return { total, list: rows.map((row) => toRuleView(row.rule, { code: row.customerCode, name: row.customerName }, row.channelCode)) };
}

/** A rule as the log names it and compares it: its customer and channel by code rather than by id. */
export async function orderRuleSnapshot(db: Db, rule: OrderRuleRow): Promise<{ label: string; fields: Record<string, unknown> }> {
  const [customer] = rule.customerId ? await db.select({ code: customers.code, name: customers.name }).from(customers).where(eq(customers.id, rule.customerId)) : [];
  const [channel] = rule.channelId ? await db.select({ code: channels.code }).from(channels).where(eq(channels.id, rule.channelId)) : [];
  const customerLabel = customer ? `${customer.code} ${customer.name}` : null;
  return {
    label: `${customerLabel ?? '*'} / ${channel?.code ?? '*'}`,
    fields: {
      customer: customerLabel, channel: channel?.code ?? null, maxPieceWeight: rule.maxPieceWeight, maxPieces: rule.maxPieces,
      maxDeclaredValue: rule.maxDeclaredValue, declaredCurrency: rule.declaredCurrency, countries: rule.countries, enabled: rule.enabled, remarks: rule.remarks,
    },
  };
}
