import { and, eq, sql } from 'drizzle-orm';
import { CommandError, type SelectCompanyNoAndRecordOutput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { companies } from './company.table.ts';

/** "Ship.HYEXP.example:8443" → "ship.hyexp.example", the form custom_host is saved in. */
export function normaliseHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const withoutPort = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : lower.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

/** The active company whose own host this is (the web then opens its carrier login); 10015 otherwise. */
export async function findCompanyByHost(db: Db, host: string): Promise<SelectCompanyNoAndRecordOutput> {
  // saveCompanySettings stores the host lowercased, so the unique index on custom_host serves this lookup.
  const [company] = await db
    .select(loginInfoColumns)
    .from(companies)
    .where(and(eq(companies.customHost, normaliseHost(host)), eq(companies.status, 'active')));
  if (!company) throw new CommandError(10015);
  return company;
}

const loginInfoColumns = {
  companyCode: companies.companyNo,
  recordNo: companies.recordNo,
  companyName: companies.nameCn,
  companyNameEn: companies.nameEn,
};

/** The active carrier with this company code, for its carrier-side login page; 10015 otherwise. */
export async function findCarrierByNo(db: Db, companyNo: string): Promise<SelectCompanyNoAndRecordOutput> {
  const [company] = await db
    .select(loginInfoColumns)
    .from(companies)
    .where(and(eq(sql`lower(${companies.companyNo})`, companyNo.toLowerCase()), eq(companies.kind, 'carrier'), eq(companies.status, 'active')));
  if (!company) throw new CommandError(10015);
  return company;
}

/** The active carrier with this company code as a public page shows it (the public price pages); 10015 otherwise. */
export async function findPublicCarrier(db: Db, companyNo: string): Promise<{ companyId: number; companyNo: string; nameCn: string; nameEn: string }> {
  const [company] = await db
    .select({ companyId: companies.id, companyNo: companies.companyNo, nameCn: companies.nameCn, nameEn: companies.nameEn })
    .from(companies)
    .where(and(eq(sql`lower(${companies.companyNo})`, companyNo.toLowerCase()), eq(companies.kind, 'carrier'), eq(companies.status, 'active')));
  if (!company) throw new CommandError(10015);
  return company;
}
