import { and, eq, sql } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import { companies } from '../company/index.ts';
import { partnerships } from '../partner/index.ts';

/**
 * Whose values an order form offers: the carrier's own; for a cargo owner, those of the carrier it names, which it
 * must cooperate with (an active partnership), as createOrder requires.
 */
export async function optionsCompanyOf(db: Db, caller: Pick<Caller, 'companyId' | 'companyKind'>, carrierCompanyNo: string | undefined): Promise<number> {
  if (caller.companyKind !== 'cargoOwner') return caller.companyId;
  if (!carrierCompanyNo) throw fieldError('carrierCompanyNo', 'required');
  const [carrier] = await db.select({ id: companies.id }).from(companies)
    .innerJoin(partnerships, and(eq(partnerships.carrierCompanyId, companies.id), eq(partnerships.ownerCompanyId, caller.companyId), eq(partnerships.status, 'active')))
    .where(and(eq(sql`lower(${companies.companyNo})`, carrierCompanyNo.toLowerCase()), eq(companies.kind, 'carrier')));
  if (!carrier) throw fieldError('carrierCompanyNo', 'notFound');
  return carrier.id;
}
