import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ListPartnersInput, Page, PartnerView } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import { accounts, users } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { likePattern } from '../invite/index.ts';
import { partnerships } from './partner.table.ts';

type Contact = { name: string; phone: string };

/** Each company's contact: its first enabled administrator, else its first enabled user, by name and phone. */
async function contactsOf(db: Db, companyIds: number[]): Promise<Map<number, Contact>> {
  if (!companyIds.length) return new Map();
  const rows = await db.select({ companyId: users.companyId, name: users.displayName, phone: accounts.phone }).from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(inArray(users.companyId, companyIds), eq(users.status, 'enabled'))).orderBy(asc(users.isAdmin), desc(users.id));
  // The best candidate comes last, so it is the one the map keeps.
  return new Map(rows.map((row) => [row.companyId, { name: row.name, phone: row.phone ?? '' }]));
}

/**
 * The caller's partners: a carrier's cargo owners or a cargo owner's carriers, active first. Only what the
 * partnership shows of the other company; a carrier also sees its own customer record of the owner.
 */
export async function listPartners(db: Db, caller: Pick<Caller, 'companyId' | 'companyKind'>, input: ListPartnersInput): Promise<Page<PartnerView>> {
  const asCarrier = caller.companyKind === 'carrier';
  const [mine, theirs] = asCarrier ? [partnerships.carrierCompanyId, partnerships.ownerCompanyId] : [partnerships.ownerCompanyId, partnerships.carrierCompanyId];
  const keyword = input.keyword && likePattern(input.keyword);
  const where = and(
    eq(mine, caller.companyId),
    input.status ? eq(partnerships.status, input.status) : undefined,
    keyword ? or(ilike(companies.companyNo, keyword), ilike(companies.nameCn, keyword), ilike(companies.nameEn, keyword)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select({ partnership: partnerships, company: companies, customerCode: customers.code, customerName: customers.name }).from(partnerships)
      .innerJoin(companies, eq(companies.id, theirs)).innerJoin(customers, eq(customers.id, partnerships.customerId)).where(where)
      .orderBy(asc(partnerships.status), desc(partnerships.createdAt), desc(partnerships.id))
      .limit(input.pageSize).offset((input.currentPage - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(partnerships).innerJoin(companies, eq(companies.id, theirs)).where(where),
  ]);
  const contacts = await contactsOf(db, [...new Set(rows.map((row) => row.company.id))]);
  return {
    total,
    list: rows.map(({ partnership: p, company, customerCode, customerName }) => ({
      id: p.id, kind: company.kind, companyNo: company.companyNo, name: company.nameCn, nameEn: company.nameEn,
      contactName: contacts.get(company.id)?.name ?? '', contactPhone: contacts.get(company.id)?.phone ?? '',
      since: p.createdAt.toISOString(), status: p.status, endedAt: p.dissolvedAt?.toISOString() ?? null,
      endedBySelf: p.dissolvedByCompanyId === caller.companyId,
      customerCode: asCarrier ? customerCode : null, customerName: asCarrier ? customerName : null,
    })),
  };
}

/** The cargo owner (by company code) an active partnership of this customer record serves, if any. */
export async function findActivePartnerOf(db: Db, customerId: number): Promise<{ id: number; companyNo: string } | undefined> {
  const [row] = await db.select({ id: partnerships.id, companyNo: companies.companyNo }).from(partnerships)
    .innerJoin(companies, eq(companies.id, partnerships.ownerCompanyId))
    .where(and(eq(partnerships.customerId, customerId), eq(partnerships.status, 'active')));
  return row;
}
