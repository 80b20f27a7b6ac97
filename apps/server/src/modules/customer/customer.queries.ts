import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fieldError, type CustomerView, type ListCustomersInput, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { accounts, users } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { customerGroups } from '../customerGroup/index.ts';
import { financeDepts } from '../financeDept/index.ts';
import { customers } from './customer.table.ts';
import { sites } from '../site/index.ts';

export type CustomerRow = typeof customers.$inferSelect;

/**
 * The caller's company's live customer, locked FOR UPDATE when asked; another company's or a deleted one
 * answers exactly like a missing one.
 */
export async function findCustomer(db: Db, companyId: number, id: number, field = 'id', lock = false): Promise<CustomerRow> {
  const query = db.select().from(customers).where(and(eq(customers.id, id), eq(customers.companyId, companyId), isNull(customers.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fieldError(field, 'notFound');
  return row;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(companyId: number, input: ListCustomersInput): SQL | undefined {
  const keyword = input.keyword ? likePattern(input.keyword) : undefined;
  return and(
    eq(customers.companyId, companyId),
    isNull(customers.deletedAt),
    keyword ? or(ilike(customers.code, keyword), ilike(customers.name, keyword), ilike(customers.companyName, keyword), ilike(customers.phone, keyword)) : undefined,
    input.status ? eq(customers.status, input.status) : undefined,
    input.settlementType ? eq(customers.settlementType, input.settlementType) : undefined,
    input.attribute ? eq(customers.attribute, input.attribute) : undefined,
    input.groupId ? eq(customers.groupId, input.groupId) : undefined,
    input.siteId ? eq(customers.siteId, input.siteId) : undefined,
    input.isCommon === undefined ? undefined : eq(customers.isCommon, input.isCommon),
    input.enabled === undefined ? undefined : eq(customers.enabled, input.enabled),
  );
}

const owner = alias(companies, 'owner');

/** One page of the company's live customers, by code, with their site, group, finance department, linked owner and login. */
export async function listCustomers(db: Db, companyId: number, input: ListCustomersInput): Promise<Page<CustomerView>> {
  const where = whereOf(companyId, input);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        customer: customers, siteCode: sites.code, siteNameCn: sites.nameCn, siteNameEn: sites.nameEn, groupName: customerGroups.name,
        groupIsDefault: customerGroups.isDefault, financeDeptCode: financeDepts.code, financeDeptName: financeDepts.name,
        ownerNo: owner.companyNo, ownerName: owner.nameCn, userId: users.id, userNo: users.userNo, account: accounts.account,
      })
      .from(customers)
      .innerJoin(customerGroups, eq(customerGroups.id, customers.groupId))
      .leftJoin(sites, eq(sites.id, customers.siteId))
      .leftJoin(financeDepts, eq(financeDepts.id, customers.financeDeptId))
      .leftJoin(owner, eq(owner.id, customers.linkedOwnerCompanyId))
      .leftJoin(users, and(eq(users.customerId, customers.id), eq(users.companyId, companyId)))
      .leftJoin(accounts, eq(accounts.id, users.accountId))
      .where(where)
      .orderBy(asc(customers.code))
      .limit(input.pageSize)
      .offset((input.currentPage - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return {
    total,
    list: rows.map(({ customer: c, ...joined }): CustomerView => ({
      id: c.id, code: c.code, name: c.name, status: c.status, enabled: c.enabled,
      settlementType: c.settlementType as CustomerView['settlementType'], attribute: c.attribute as CustomerView['attribute'],
      isCommon: c.isCommon, siteId: c.siteId, siteCode: joined.siteCode, siteNameCn: joined.siteNameCn ?? '', siteNameEn: joined.siteNameEn ?? '',
      groupId: c.groupId, groupName: joined.groupName,
      groupIsDefault: joined.groupIsDefault, financeDeptId: c.financeDeptId, financeDeptCode: joined.financeDeptCode, financeDeptName: joined.financeDeptName,
      linkedOwnerCompanyNo: joined.ownerNo, linkedOwnerName: joined.ownerName, phone: c.phone,
      address: c.address, companyName: c.companyName, country: c.country, province: c.province, city: c.city, quotation: c.quotation,
      login: joined.userId && joined.userNo && joined.account ? { userId: joined.userId, userNo: joined.userNo, account: joined.account } : null,
      createdAt: c.createdAt.toISOString(),
    })),
  };
}

