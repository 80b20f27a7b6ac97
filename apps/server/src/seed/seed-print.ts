import { and, eq } from 'drizzle-orm';
import { builtInLayoutOf } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { users } from '../modules/account/index.ts';
import { channels } from '../modules/channel/index.ts';
import { companies } from '../modules/company/index.ts';
import { printTemplateDefaults, printTemplates } from '../modules/printTemplate/index.ts';

/**
 * The first demo carrier's print templates, as a carrier sets them up on its first day: its own copy of the inbound
 * label, the default of its DHL channel, and the commercial invoice, so the print screens open on real choices.
 */
export async function seedPrintTemplates(db: Db, companyNo: string, dhlChannelCode: string): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  const [admin] = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, company.id), eq(users.isAdmin, true))).limit(1);
  const [channel] = await db.select({ id: channels.id }).from(channels).where(and(eq(channels.companyId, company.id), eq(channels.code, dhlChannelCode)));
  const common = { companyId: company.id, updatedBy: admin.id, interfaceUrl: '', enabled: true };
  const [label] = await db.insert(printTemplates).values({
    ...common, name: 'DHL 热敏面单 100×150', nameEn: 'DHL thermal label 100×150', type: 'label', printMethod: 'plugin', scenario: 'scan',
    layout: builtInLayoutOf('thermal.receive').layout,
  }).returning({ id: printTemplates.id });
  await db.insert(printTemplates).values({
    ...common, name: '商业发票 A4', nameEn: 'Commercial invoice A4', type: 'invoice', printMethod: 'pdf', scenario: 'audit',
    layout: builtInLayoutOf('commercialInvoice').layout,
  });
  await db.insert(printTemplateDefaults).values({ companyId: company.id, templateId: label.id, type: 'label', channelId: channel.id });
}
