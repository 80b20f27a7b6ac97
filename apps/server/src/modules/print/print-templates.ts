import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { builtInLayoutOf, fieldError, type BuiltInLayoutKey, type LabelLayout, type LabelOrder, type PrintMethod, type PrintTemplateType } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../order/index.ts';
import { customerPrintRules, printTemplateDefaults, printTemplates } from '../printTemplate/index.ts';
import type { PrintedWith } from './print-jobs.ts';

type Template = PrintedWith & { layout: LabelLayout; type: PrintTemplateType };
type Stored = typeof printTemplates.$inferSelect;

function fromStored(template: Stored): Template {
  return { templateId: template.id, templateName: template.name, method: template.printMethod, layout: template.layout, type: template.type };
}

/** The built-in layout key of an order of this kind for the type, or none (only labels and invoices have one). */
function builtInKey(type: PrintTemplateType, row: OrderRow): BuiltInLayoutKey | null {
  return type === 'label' ? `thermal.${row.kind}` : type === 'invoice' ? 'commercialInvoice' : null;
}

function builtInTemplate(key: BuiltInLayoutKey, type: PrintTemplateType): Template {
  return { templateId: null, templateName: key, method: 'pdf' satisfies PrintMethod, layout: builtInLayoutOf(key).layout, type };
}

/** The company's enabled template of this id (another company's, or a disabled one, is not found on `templateId`). */
export async function chosenTemplate(db: Db, companyId: number, id: number): Promise<Template> {
  const [template] = await db.select().from(printTemplates).where(and(eq(printTemplates.id, id), eq(printTemplates.companyId, companyId), eq(printTemplates.enabled, true)));
  if (!template) throw fieldError('templateId', 'notFound');
  return fromStored(template);
}

/**
 * The label templates the enabled customer print rules (3.15) of these customers name, keyed `customer:channel` (a
 * rule for every channel under `customer:*`); a rule naming no template, or a disabled one, is not there.
 */
async function ruleTemplates(db: Db, companyId: number, customerIds: number[]): Promise<Map<string, Template>> {
  const rules = await db.select({ customerId: customerPrintRules.customerId, channelId: customerPrintRules.channelId, template: printTemplates })
    .from(customerPrintRules)
    .innerJoin(printTemplates, eq(printTemplates.id, customerPrintRules.templateId))
    .where(and(
      eq(customerPrintRules.companyId, companyId), eq(customerPrintRules.enabled, true), inArray(customerPrintRules.customerId, customerIds),
      isNotNull(customerPrintRules.templateId), eq(printTemplates.enabled, true), eq(printTemplates.type, 'label'),
    ));
  return new Map(rules.map((rule) => [`${rule.customerId}:${rule.channelId ?? '*'}`, fromStored(rule.template)]));
}

/**
 * The template each order prints with: the one chosen; else, for a label, the template of its customer's print rule
 * for its channel, then of the customer's rule for every channel (enabled rules naming an enabled label template);
 * else its customer's default of the type, else its channel's (a customer's wins: it is the more specific), else the
 * built-in layout of its kind. An order with none of these (a type without a built-in) is 400 `templateId` required,
 * naming it.
 */
export async function templatesFor(db: Db, companyId: number, rows: OrderRow[], type: PrintTemplateType, chosenId?: number): Promise<Map<number, Template>> {
  if (chosenId !== undefined) {
    const chosen = await chosenTemplate(db, companyId, chosenId);
    return new Map(rows.map((row) => [row.id, chosen]));
  }
  const customerIds = [...new Set(rows.map((row) => row.customerId))];
  const channelIds = [...new Set(rows.map((row) => row.channelId))];
  const defaults = await db.select({ customerId: printTemplateDefaults.customerId, channelId: printTemplateDefaults.channelId, template: printTemplates })
    .from(printTemplateDefaults)
    .innerJoin(printTemplates, eq(printTemplates.id, printTemplateDefaults.templateId))
    .where(and(
      eq(printTemplateDefaults.companyId, companyId), eq(printTemplateDefaults.type, type), eq(printTemplates.enabled, true),
      or(inArray(printTemplateDefaults.customerId, customerIds), inArray(printTemplateDefaults.channelId, channelIds)),
    ));
  const ofCustomer = new Map(defaults.flatMap((row) => (row.customerId ? [[row.customerId, fromStored(row.template)] as const] : [])));
  const ofChannel = new Map(defaults.flatMap((row) => (row.channelId ? [[row.channelId, fromStored(row.template)] as const] : [])));
  const ofRule = type === 'label' ? await ruleTemplates(db, companyId, customerIds) : new Map<string, Template>();
  // One object per template, built-ins included: the engine's parts are grouped by it.
  const builtIns = new Map<BuiltInLayoutKey, Template>();
  return new Map(rows.map((row) => {
    const key = builtInKey(type, row);
    const builtIn = key && (builtIns.get(key) ?? builtIns.set(key, builtInTemplate(key, type)).get(key)!);
    const template = ofRule.get(`${row.customerId}:${row.channelId}`) ?? ofRule.get(`${row.customerId}:*`)
      ?? ofCustomer.get(row.customerId) ?? ofChannel.get(row.channelId) ?? builtIn;
    if (!template) throw fieldError('templateId', 'required', { orderNo: row.orderNo });
    return [row.id, template];
  }));
}

/** The orders grouped by template in their first appearance's order, as the label engine's parts. */
export function partsOf(rows: OrderRow[], templates: Map<number, Template>, labelOrders: Map<number, LabelOrder>): { layout: LabelLayout; orders: LabelOrder[] }[] {
  const parts = new Map<Template, LabelOrder[]>();
  for (const row of rows) {
    const template = templates.get(row.id)!;
    const orders = parts.get(template) ?? parts.set(template, []).get(template)!;
    orders.push(labelOrders.get(row.id)!);
  }
  return [...parts].map(([template, orders]) => ({ layout: template.layout, orders }));
}
