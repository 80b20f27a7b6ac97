import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_PRINT_RULE_LIMITS, fieldError, type ChannelOption, type CustomerPrintRuleView, type ListCustomerPrintRulesInput, type Page, type PrintRuleTemplateOption,
  type SaveCustomerPrintRuleInput,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channels, findChannel } from '../channel/index.ts';
import { customers, findCustomer } from '../customer/index.ts';
import { customerPrintRules, type CustomerPrintRuleRow } from './customerPrintRule.table.ts';
import { printTemplates } from './printTemplate.table.ts';

/** The caller's company's rule; another company's answers exactly like a missing one. */
export async function findPrintRule(db: Db, companyId: number, id: number): Promise<CustomerPrintRuleRow> {
  const [row] = await db.select().from(customerPrintRules).where(and(eq(customerPrintRules.id, id), eq(customerPrintRules.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

/**
 * What a save names is the company's: a live customer, a channel, a label template (any other type is `invalidValue`);
 * and no other rule holds the same customer and channel (or every channel).
 */
export async function assertPrintRuleParts(db: Db, companyId: number, input: SaveCustomerPrintRuleInput): Promise<void> {
  await findCustomer(db, companyId, input.customerId, 'customerId');
  if (input.channelId) await findChannel(db, companyId, input.channelId, 'channelId');
  if (input.templateId) {
    const [template] = await db.select({ type: printTemplates.type }).from(printTemplates)
      .where(and(eq(printTemplates.id, input.templateId), eq(printTemplates.companyId, companyId)));
    if (!template) throw fieldError('templateId', 'notFound');
    if (template.type !== 'label') throw fieldError('templateId', 'invalidValue', { type: template.type });
  }
  const [taken] = await db.select({ id: customerPrintRules.id }).from(customerPrintRules).where(and(
    eq(customerPrintRules.customerId, input.customerId),
    input.channelId ? eq(customerPrintRules.channelId, input.channelId) : isNull(customerPrintRules.channelId),
    input.id ? ne(customerPrintRules.id, input.id) : undefined,
  ));
  if (taken) throw fieldError('channelId', 'duplicate');
}

/** The end of a key a list may show: its last 4 characters, unless they would be half of it or more. */
export function ediKeyEnd(key: string): string {
  const shown = CUSTOMER_PRINT_RULE_LIMITS.ediKeyShown;
  return key.length >= shown * 2 ? key.slice(-shown) : '';
}

function whereOf(companyId: number, input: ListCustomerPrintRulesInput): SQL | undefined {
  return and(
    eq(customerPrintRules.companyId, companyId),
    input.customerId ? eq(customerPrintRules.customerId, input.customerId) : undefined,
    input.channelId ? eq(customerPrintRules.channelId, input.channelId) : undefined,
    input.enabled === undefined ? undefined : eq(customerPrintRules.enabled, input.enabled),
  );
}

/** One page of the company's rules by customer code, a customer's rule for every channel before its channels'. */
export async function listPrintRulePage(db: Db, companyId: number, input: ListCustomerPrintRulesInput): Promise<Page<CustomerPrintRuleView>> {
  const where = whereOf(companyId, input);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ rule: customerPrintRules, customerCode: customers.code, customerName: customers.name, channelCode: channels.code, templateName: printTemplates.name })
      .from(customerPrintRules)
      .innerJoin(customers, eq(customers.id, customerPrintRules.customerId))
      .leftJoin(channels, eq(channels.id, customerPrintRules.channelId))
      .leftJoin(printTemplates, eq(printTemplates.id, customerPrintRules.templateId))
      .where(where)
      .orderBy(asc(customers.code), sql`${channels.code} asc nulls first`, asc(customerPrintRules.id))
      .limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(customerPrintRules).where(where),
  ]);
  return {
    total,
    list: rows.map(({ rule, ...names }) => ({
      id: rule.id, customerId: rule.customerId, customerCode: names.customerCode, customerName: names.customerName, channelId: rule.channelId,
      channelCode: names.channelCode, templateId: rule.templateId, templateName: names.templateName, ediAccount: rule.ediAccount, hasEdiKey: rule.ediKey !== '',
      ediKeyEnd: ediKeyEnd(rule.ediKey), mayPrintTransferLabel: rule.mayPrintTransferLabel, enabled: rule.enabled, updatedAt: rule.updatedAt.toISOString(),
    })),
  };
}

/** The rule form's choices: the company's channels and label templates, by code and name. */
export async function printRuleFormOptions(db: Db, companyId: number): Promise<{ channels: ChannelOption[]; templates: PrintRuleTemplateOption[] }> {
  const [channelRows, templates] = await Promise.all([
    db.select({ id: channels.id, code: channels.code, nameCn: channels.nameCn, nameEn: channels.nameEn, enabled: channels.enabled })
      .from(channels).where(eq(channels.companyId, companyId)).orderBy(asc(channels.code)),
    db.select({ id: printTemplates.id, name: printTemplates.name, enabled: printTemplates.enabled })
      .from(printTemplates).where(and(eq(printTemplates.companyId, companyId), eq(printTemplates.type, 'label'))).orderBy(asc(printTemplates.name)),
  ]);
  return { channels: channelRows, templates };
}

/**
 * A rule as the log names and compares it: customer, channel and template by code and name, the EDI key never by its
 * value: 'set' or nothing ('replaced' when a change put another key in place of one).
 */
export async function printRuleSnapshot(db: Db, rule: CustomerPrintRuleRow, keyReplaced = false): Promise<{ label: string; fields: Record<string, unknown> }> {
  const [customer] = await db.select({ code: customers.code, name: customers.name }).from(customers).where(eq(customers.id, rule.customerId));
  const [channel] = rule.channelId ? await db.select({ code: channels.code }).from(channels).where(eq(channels.id, rule.channelId)) : [];
  const [template] = rule.templateId ? await db.select({ name: printTemplates.name }).from(printTemplates).where(eq(printTemplates.id, rule.templateId)) : [];
  const customerLabel = customer ? `${customer.code} ${customer.name}` : String(rule.customerId);
  return {
    label: `${customerLabel} / ${channel?.code ?? '*'}`,
    fields: {
      customer: customerLabel, channel: channel?.code ?? null, template: template?.name ?? null, ediAccount: rule.ediAccount,
      ediKey: rule.ediKey === '' ? null : keyReplaced ? 'replaced' : 'set', mayPrintTransferLabel: rule.mayPrintTransferLabel, enabled: rule.enabled,
    },
  };
}
