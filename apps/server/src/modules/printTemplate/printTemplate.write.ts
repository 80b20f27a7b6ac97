import { and, eq } from 'drizzle-orm';
import { fieldError, type LabelLayout, type PrintTemplateDefaultInput, type PrintTemplateType } from '@parcelflow/contract';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import type { GuardedContext } from '../../envelope/command.ts';
import { auditedWrite, type Tx } from '../auditLog/index.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import { assertNameFree } from './printTemplate.queries.ts';
import { printTemplateDefaults, printTemplates, type PrintTemplateRow } from './printTemplate.table.ts';

type Writer = Pick<GuardedContext, 'db' | 'caller' | 'ip'>;
/** What a save writes: every field of the template but its company and bookkeeping. */
export type TemplateContent = Pick<PrintTemplateRow, 'name' | 'nameEn' | 'type' | 'printMethod' | 'scenario' | 'interfaceUrl' | 'enabled'> & { layout: LabelLayout };

/** A template as the audit log compares it: its fields, and its layout by paper and element count. */
function snapshotOf(row: TemplateContent): Record<string, unknown> {
  const { layout, ...fields } = row;
  return { ...fields, paper: layout.paper.size, pages: layout.pages, elements: layout.elements.length };
}

/** Creates a template, logged. */
export function insertTemplate(ctx: Writer, content: TemplateContent): Promise<{ id: number }> {
  return auditedWrite(ctx, async ({ tx, companyId }) => {
    await assertNameFree(tx, companyId, content.name);
    const [row] = await refusingTakenName(tx.insert(printTemplates).values({ ...content, companyId, updatedBy: ctx.caller.userId }).returning());
    return { answer: { id: row.id }, changes: [{ entity: 'printTemplate', entityId: row.id, entityLabel: row.name, action: 'create', after: snapshotOf(row) }] };
  });
}

/** Changes a template (the row locked); one whose type changes stops being a default, which was for its old type. */
export function updateTemplate(ctx: Writer, id: number, content: Omit<TemplateContent, 'layout'> & { layout?: LabelLayout }): Promise<{ id: number }> {
  return auditedWrite(ctx, async ({ tx, companyId, findOwn }) => {
    const old = await findOwn(printTemplates, id, { lock: true });
    await assertNameFree(tx, companyId, content.name, id);
    const [row] = await refusingTakenName(tx.update(printTemplates)
      .set({ ...content, updatedBy: ctx.caller.userId, updatedAt: new Date() }).where(eq(printTemplates.id, old.id)).returning());
    if (old.type !== row.type) await tx.delete(printTemplateDefaults).where(eq(printTemplateDefaults.templateId, row.id));
    return { answer: { id: row.id }, changes: [{ entity: 'printTemplate', entityId: row.id, entityLabel: row.name, action: 'update', before: snapshotOf(old), after: snapshotOf(row) }] };
  });
}

/** Deletes a template with its default assignments (the foreign key cascades), logged with what it was. */
export function deleteTemplate(ctx: Writer, id: number): Promise<void> {
  return auditedWrite(ctx, async ({ tx, companyId }) => {
    const [row] = await tx.delete(printTemplates).where(and(eq(printTemplates.id, id), eq(printTemplates.companyId, companyId))).returning();
    if (!row) throw fieldError('id', 'notFound');
    return { answer: undefined, changes: [{ entity: 'printTemplate', entityId: row.id, entityLabel: row.name, action: 'delete', before: snapshotOf(row) }] };
  });
}

/** The channel's or customer's code, when it is the caller's company's (a deleted customer is not found). */
async function targetCode(tx: Tx, companyId: number, input: PrintTemplateDefaultInput): Promise<string> {
  const [target] = input.target === 'channel'
    ? await tx.select({ code: channels.code }).from(channels).where(and(eq(channels.id, input.targetId), eq(channels.companyId, companyId)))
    : await tx.select({ code: customers.code, deletedAt: customers.deletedAt }).from(customers).where(and(eq(customers.id, input.targetId), eq(customers.companyId, companyId)));
  if (!target || ('deletedAt' in target && target.deletedAt)) throw fieldError('targetId', 'notFound');
  return target.code;
}

const targetColumn = (input: PrintTemplateDefaultInput) => (input.target === 'channel' ? printTemplateDefaults.channelId : printTemplateDefaults.customerId);
const defaultOf = (input: PrintTemplateDefaultInput, type: PrintTemplateType) => and(eq(targetColumn(input), input.targetId), eq(printTemplateDefaults.type, type));

/** Makes the template the channel's or customer's default for its type, in place of any other; logged on the template. */
export function setDefault(ctx: Writer, input: PrintTemplateDefaultInput): Promise<void> {
  return auditedWrite(ctx, async ({ tx, companyId, findOwn }) => {
    const template = await findOwn(printTemplates, input.id, { lock: true });
    const code = await targetCode(tx, companyId, input);
    const [current] = await tx.select().from(printTemplateDefaults).where(defaultOf(input, template.type));
    if (current?.templateId === template.id) return { answer: undefined, changes: [] };
    if (current) await tx.delete(printTemplateDefaults).where(eq(printTemplateDefaults.id, current.id));
    await tx.insert(printTemplateDefaults).values({
      companyId, templateId: template.id, type: template.type,
      channelId: input.target === 'channel' ? input.targetId : null, customerId: input.target === 'customer' ? input.targetId : null,
    });
    return { answer: undefined, changes: [{ entity: 'printTemplate', entityId: template.id, entityLabel: template.name, action: 'bind', after: { [input.target]: code } }] };
  });
}

/** Stops the template being that channel's or customer's default; logged when it was. */
export function unsetDefault(ctx: Writer, input: PrintTemplateDefaultInput): Promise<void> {
  return auditedWrite(ctx, async ({ tx, companyId, findOwn }) => {
    const template = await findOwn(printTemplates, input.id);
    const code = await targetCode(tx, companyId, input);
    const removed = await tx.delete(printTemplateDefaults)
      .where(and(eq(printTemplateDefaults.templateId, template.id), eq(targetColumn(input), input.targetId))).returning();
    const changes = removed.length ? [{ entity: 'printTemplate', entityId: template.id, entityLabel: template.name, action: 'unbind' as const, before: { [input.target]: code } }] : [];
    return { answer: undefined, changes };
  });
}

/** Two saves of one name at once: the loser meets the unique index and hears what assertNameFree would have said. */
async function refusingTakenName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (findUniqueViolation(error) === 'print_templates_company_name_key') throw fieldError('name', 'duplicate');
    throw error;
  }
}
