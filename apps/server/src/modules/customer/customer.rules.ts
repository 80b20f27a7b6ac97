import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { CUSTOMER_LIMITS, fieldError, type SaveCustomerInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import { findDefaultGroup, findGroup } from '../customerGroup/index.ts';
import { holdFinanceDept } from '../financeDept/index.ts';
import { customers } from './customer.table.ts';
import { sites } from '../site/index.ts';
import type { CustomerRow } from './customer.queries.ts';

const notSelf = (old: CustomerRow | null) => (old ? ne(customers.id, old.id) : undefined);

/** Codes stay unique among every customer ever made, deleted ones too: their orders still show the code. */
async function assertCodeFree(tx: Db, companyId: number, code: string, old: CustomerRow | null): Promise<void> {
  const [taken] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.companyId, companyId), eq(customers.code, code), notSelf(old)));
  if (taken) throw fieldError('code', 'duplicate');
}

/** A common customer belongs to the head office (5.4); any other names one of the company's sites. */
async function siteOf(tx: Db, companyId: number, input: SaveCustomerInput): Promise<number> {
  const [site] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), input.isCommon ? eq(sites.siteType, 'headOffice') : eq(sites.id, input.siteId ?? 0)))
    .limit(1)
    .for('share'); // held so the site cannot be deleted before the customer is saved onto it
  if (!site) throw fieldError('siteId', 'notFound');
  return site.id;
}

/** At most 4 live common customers; the caller holds the company's count lock (lockCompanyCounts). */
async function assertCommonRoom(tx: Db, companyId: number, old: CustomerRow | null): Promise<void> {
  if (old?.isCommon) return;
  const [{ common }] = await tx
    .select({ common: count() })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.isCommon, true), isNull(customers.deletedAt), notSelf(old)));
  if (common >= CUSTOMER_LIMITS.commonMax) throw fieldError('isCommon', 'tooBig', { max: CUSTOMER_LIMITS.commonMax });
}

/** The cargo owner company named by code, linked to no other live customer of this carrier. */
async function ownerOf(tx: Db, companyId: number, companyNo: string | undefined, old: CustomerRow | null): Promise<number | null> {
  if (!companyNo) return null;
  const [owner] = await tx.select({ id: companies.id }).from(companies)
    .where(and(sql`lower(${companies.companyNo}) = lower(${companyNo})`, eq(companies.kind, 'cargoOwner')));
  if (!owner) throw fieldError('linkedOwnerCompanyNo', 'notFound');
  const [linked] = await tx.select({ id: customers.id }).from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.linkedOwnerCompanyId, owner.id), isNull(customers.deletedAt), notSelf(old)));
  if (linked) throw fieldError('linkedOwnerCompanyNo', 'duplicate');
  return owner.id;
}

/** The row a save writes, every rule of 5.4 checked; absent group: the current one, else the default. */
export async function customerValues(tx: Db, companyId: number, input: SaveCustomerInput, old: CustomerRow | null) {
  await assertCodeFree(tx, companyId, input.code, old);
  const siteId = await siteOf(tx, companyId, input);
  if (input.isCommon) await assertCommonRoom(tx, companyId, old);
  const groupId = input.groupId
    ? (await findGroup(tx, companyId, input.groupId, 'groupId')).id
    : (old?.groupId ?? (await findDefaultGroup(tx, companyId)).id);
  const linkedOwnerCompanyId = await ownerOf(tx, companyId, input.linkedOwnerCompanyNo, old);
  const financeDeptId = input.financeDeptId ? (await holdFinanceDept(tx, companyId, input.financeDeptId)).id : null;
  return {
    code: input.code, name: input.name, settlementType: input.settlementType, attribute: input.attribute, isCommon: input.isCommon, siteId, groupId,
    financeDeptId, linkedOwnerCompanyId, phone: input.phone, address: input.address, companyName: input.companyName, country: input.country ?? '',
    province: input.province, city: input.city, quotation: input.quotation, enabled: input.enabled,
  };
}
