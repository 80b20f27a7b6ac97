import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fieldError, type ChannelView, type ListChannelsInput, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channels } from './channel.table.ts';

export type ChannelRow = typeof channels.$inferSelect;

/** The caller's company's channel; another company's answers exactly like a missing one. */
export async function findChannel(db: Db, companyId: number, id: number, field = 'id'): Promise<ChannelRow> {
  const [row] = await db.select().from(channels).where(and(eq(channels.id, id), eq(channels.companyId, companyId)));
  if (!row) throw fieldError(field, 'notFound');
  return row;
}

export function toChannelView(row: ChannelRow): ChannelView {
  return {
    id: row.id, code: row.code, nameCn: row.nameCn, nameEn: row.nameEn, transportClass: row.transportClass as ChannelView['transportClass'],
    businessType: row.businessType as ChannelView['businessType'], trackable: row.trackable, labelFromCarrier: row.labelFromCarrier,
    senderName: row.senderName, senderPhone: row.senderPhone, senderAddress: row.senderAddress, postcodeDestinations: row.postcodeDestinations,
    destinations: row.destinations, enabled: row.enabled,
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(companyId: number, input: ListChannelsInput): SQL | undefined {
  const keyword = input.keyword ? likePattern(input.keyword) : undefined;
  return and(
    eq(channels.companyId, companyId),
    keyword ? or(ilike(channels.code, keyword), ilike(channels.nameCn, keyword), ilike(channels.nameEn, keyword)) : undefined,
    input.transportClass ? eq(channels.transportClass, input.transportClass) : undefined,
    input.businessType ? eq(channels.businessType, input.businessType) : undefined,
    input.enabled === undefined ? undefined : eq(channels.enabled, input.enabled),
    input.country
      ? sql`(${channels.destinations} = '[]'::jsonb or ${channels.destinations} @> ${JSON.stringify([{ country: input.country }])}::jsonb)`
      : undefined,
  );
}

/** One page of the company's channels by code. */
export async function listChannelPage(db: Db, companyId: number, input: ListChannelsInput): Promise<Page<ChannelView>> {
  const where = whereOf(companyId, input);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(channels).where(where).orderBy(asc(channels.code)).limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(channels).where(where),
  ]);
  return { list: rows.map(toChannelView), total };
}

/** The code is free in the company (20038 names the field otherwise). */
export async function isCodeTaken(db: Db, companyId: number, code: string, exceptId?: number): Promise<boolean> {
  const [taken] = await db.select({ id: channels.id }).from(channels).where(and(eq(channels.companyId, companyId), eq(channels.code, code)));
  return Boolean(taken && taken.id !== exceptId);
}
