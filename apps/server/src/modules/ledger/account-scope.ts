import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { partnerships } from '../partner/index.ts';

type MoneyCaller = Pick<Caller, 'companyId' | 'companyKind' | 'customerId'>;

/**
 * Whose money the caller may see (docs/finance.md, "Who sees what"), as a condition on `customers`: a customer's
 * login its own customer; a cargo owner the customer each carrier keeps for it, through a partnership past or
 * present (money left at a former carrier stays its own); carrier staff the company's customers.
 */
export function moneyCustomersWhere(db: Db, caller: MoneyCaller): SQL {
  if (caller.customerId !== null) return and(eq(customers.id, caller.customerId), eq(customers.companyId, caller.companyId))!;
  if (caller.companyKind === 'cargoOwner') {
    const own = db.select({ id: partnerships.customerId }).from(partnerships).where(eq(partnerships.ownerCompanyId, caller.companyId));
    return inArray(customers.id, own);
  }
  return and(eq(customers.companyId, caller.companyId), isNull(customers.deletedAt))!;
}

/**
 * The customer a money command names, if the caller may act on it: a customer's login is always its own customer
 * (whatever it names); another company's customer answers as a missing one (null).
 */
export async function findMoneyCustomer(db: Db, caller: MoneyCaller, customerId: number | undefined): Promise<{ id: number; companyId: number } | null> {
  const id = caller.customerId ?? customerId;
  if (id === undefined) return null;
  const [row] = await db.select({ id: customers.id, companyId: customers.companyId }).from(customers)
    .where(and(eq(customers.id, id), moneyCustomersWhere(db, caller)));
  return row ?? null;
}

/**
 * The customer a carrier keeps for the cargo owner calling, named by the carrier's number: through an active
 * partnership with an active carrier (a cargo owner's first recharge there, before any account is booked), or null.
 */
export async function findPartnerCustomer(db: Db, ownerCompanyId: number, carrierCompanyNo: string): Promise<{ id: number; companyId: number } | null> {
  const [row] = await db.select({ id: customers.id, companyId: customers.companyId }).from(partnerships)
    .innerJoin(companies, eq(companies.id, partnerships.carrierCompanyId))
    .innerJoin(customers, and(eq(customers.id, partnerships.customerId), isNull(customers.deletedAt)))
    .where(and(eq(partnerships.ownerCompanyId, ownerCompanyId), eq(partnerships.status, 'active'), eq(companies.status, 'active'),
      eq(sql`upper(${companies.companyNo})`, carrierCompanyNo.toUpperCase())));
  return row ?? null;
}
