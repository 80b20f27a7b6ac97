import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ComboBoxItem } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/order/commands';
import { implement } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import { partnerships } from '../partner/index.ts';
import { orderCompany } from './order.scope.ts';
import { orderableChannels } from '../transAgreement/index.ts';
import { fbaWarehouses } from './order.table.ts';

type Page = { pageIndex: number; pageSize: number; keyword: string };

async function page(db: Db, table: PgTable, where: SQL | undefined, order: PgColumn, input: Page, pick: Record<string, PgColumn>) {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
  const rows = await db.select(pick).from(table).where(where).orderBy(asc(order)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize);
  return { rows: rows as Record<string, string | number>[], pageCount: Math.ceil(total / input.pageSize) };
}

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const orderComboCommands = [
  implement(contract.customerComboBox, async (ctx, input) => {
    const where = and(eq(customers.companyId, ctx.caller.companyId), isNull(customers.deletedAt), eq(customers.status, 'normal'), eq(customers.enabled, true),
      input.keyword ? or(ilike(customers.code, like(input.keyword)), ilike(customers.name, like(input.keyword))) : undefined);
    const { rows, pageCount } = await page(ctx.db, customers, where, customers.code, input, { id: customers.id, code: customers.code, name: customers.name });
    return { list: rows.map((r): ComboBoxItem => ({ value: r.id, label: `${r.code} ${r.name}` })), pageCount };
  }),
  implement(contract.transSortComBox, async (ctx, input) => {
    const { companyId, customerId } = ctx.caller.companyKind === 'cargoOwner'
      ? await orderCompany(ctx.db, ctx.caller, { carrierCompanyNo: input.companyNo })
      : { companyId: ctx.caller.companyId, customerId: ctx.caller.customerId ?? input.customerId };
    const where = and(eq(channels.companyId, companyId), input.purpose === 'order' ? await orderableChannels(ctx.db, companyId, customerId) : undefined,
      input.keyword ? or(ilike(channels.code, like(input.keyword)), ilike(channels.nameCn, like(input.keyword)), ilike(channels.nameEn, like(input.keyword))) : undefined);
    const { rows, pageCount } = await page(ctx.db, channels, where, channels.code, input, { id: channels.id, code: channels.code, nameCn: channels.nameCn });
    return { list: rows.map((r): ComboBoxItem => ({ value: r.id, label: `${r.code} ${r.nameCn}` })), pageCount };
  }),
  implement(contract.partnerCarrierComboBox, async (ctx, input) => {
    const where = and(eq(companies.kind, 'carrier'), eq(customers.linkedOwnerCompanyId, ctx.caller.companyId), isNull(customers.deletedAt),
      input.keyword ? or(ilike(companies.companyNo, like(input.keyword)), ilike(companies.nameCn, like(input.keyword)), ilike(companies.nameEn, like(input.keyword))) : undefined);
    // A cargo owner works with a handful of carriers, so all of them are read and paged here.
    const rows = await ctx.db.selectDistinct({ companyNo: companies.companyNo, nameCn: companies.nameCn, nameEn: companies.nameEn }).from(companies)
      .innerJoin(customers, eq(customers.companyId, companies.id))
      .innerJoin(partnerships, and(eq(partnerships.carrierCompanyId, companies.id), eq(partnerships.ownerCompanyId, ctx.caller.companyId), eq(partnerships.status, 'active')))
      .where(where).orderBy(asc(companies.companyNo));
    const list = rows.slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize)
      .map((r): ComboBoxItem => ({ value: r.companyNo, label: `${r.companyNo} ${r.nameCn}`, extra: { nameEn: r.nameEn } }));
    return { list, pageCount: Math.ceil(rows.length / input.pageSize) };
  }),
  implement(contract.fbaWarehouseComboBox, async (ctx, input) => {
    const where = and(eq(fbaWarehouses.enabled, true), input.keyword ? ilike(fbaWarehouses.code, like(input.keyword)) : undefined);
    const { country, state, city, postcode, address1, code } = fbaWarehouses;
    const { rows, pageCount } = await page(ctx.db, fbaWarehouses, where, code, input, { code, country, state, city, postcode, address1 });
    return { list: rows.map((r): ComboBoxItem => ({ value: r.code, label: `${r.code} ${r.city}`, extra: Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])) })), pageCount };
  }),
];
