import { and, eq } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import { companies } from '../company/index.ts';
import { partnerships } from '../partner/index.ts';

type Scope = Pick<Caller, 'companyId' | 'companyNo' | 'companyKind'>;
export type VisibleCompany = { id: number; companyNo: string };

/** Whose destination codes a caller may read: its own company's, and a cargo owner's active partner carriers'. */
export async function visibleCompanies(db: Db, caller: Scope): Promise<VisibleCompany[]> {
  const own = { id: caller.companyId, companyNo: caller.companyNo };
  if (caller.companyKind !== 'cargoOwner') return [own];
  const partners = await db.select({ id: companies.id, companyNo: companies.companyNo }).from(partnerships)
    .innerJoin(companies, eq(companies.id, partnerships.carrierCompanyId))
    .where(and(eq(partnerships.ownerCompanyId, caller.companyId), eq(partnerships.status, 'active')));
  return [own, ...partners];
}

/** The company companyNo names among those visible (the caller's own when absent); any other answers notFound. */
export async function namedCompany(db: Db, caller: Scope, companyNo: string | undefined): Promise<VisibleCompany> {
  if (!companyNo) return { id: caller.companyId, companyNo: caller.companyNo };
  const company = (await visibleCompanies(db, caller)).find((visible) => visible.companyNo.toUpperCase() === companyNo.toUpperCase());
  if (!company) throw fieldError('companyNo', 'notFound');
  return company;
}
