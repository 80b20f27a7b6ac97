import { and, eq, isNull } from 'drizzle-orm';
import { CommandError, fieldError } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { partnerships } from '../partner/index.ts';
import type { PricingParty } from './quote-channels.ts';

const partyColumns = { companyId: companies.id, companyNo: companies.companyNo, nameCn: companies.nameCn, nameEn: companies.nameEn };

/** The caller's own carrier company as a pricing party for this customer (or none). */
async function ownCarrier(db: Db, companyId: number, customerId: number | null): Promise<PricingParty> {
  const [company] = await db.select(partyColumns).from(companies).where(eq(companies.id, companyId));
  return { ...company, customerId };
}

/**
 * Staff pricing (freightTrial): their own carrier, for a customer of it or none. A customer's login is always its
 * customer, whatever the form names; another company's customer answers as a missing one.
 */
export async function staffParty(db: Db, caller: Caller, customerId: number | undefined): Promise<PricingParty> {
  if (caller.companyKind !== 'carrier') throw new CommandError(10021);
  const priced = caller.customerId ?? customerId ?? null;
  if (priced !== null && priced !== caller.customerId) {
    const [customer] = await db.select({ id: customers.id }).from(customers)
      .where(and(eq(customers.id, priced), eq(customers.companyId, caller.companyId), isNull(customers.deletedAt)));
    if (!customer) throw fieldError('customerId', 'notFound');
  }
  return ownCarrier(db, caller.companyId, priced);
}

/**
 * Who prices its own shipment (queryOwnPrices): a cargo owner, as the customer each partner carrier keeps for it
 * (every carrier it cooperates with, or the one named); a customer's login, as its customer; carrier staff, as the
 * carrier's general selling prices.
 */
export async function ownParties(db: Db, caller: Caller, carrierCompanyNo: string | undefined): Promise<PricingParty[]> {
  if (caller.companyKind === 'carrier') {
    if (carrierCompanyNo && carrierCompanyNo.toUpperCase() !== caller.companyNo.toUpperCase()) throw fieldError('carrierCompanyNo', 'notFound');
    return [await ownCarrier(db, caller.companyId, caller.customerId)];
  }
  const rows = await db.select({ ...partyColumns, customerId: customers.id }).from(partnerships)
    .innerJoin(companies, eq(companies.id, partnerships.carrierCompanyId))
    .innerJoin(customers, and(eq(customers.id, partnerships.customerId), isNull(customers.deletedAt)))
    .where(and(eq(partnerships.ownerCompanyId, caller.companyId), eq(partnerships.status, 'active'), eq(companies.status, 'active')))
    .orderBy(companies.companyNo);
  const parties = carrierCompanyNo ? rows.filter((row) => row.companyNo.toUpperCase() === carrierCompanyNo.toUpperCase()) : rows;
  if (carrierCompanyNo && !parties.length) throw fieldError('carrierCompanyNo', 'notFound');
  return parties;
}
