import { eq } from 'drizzle-orm';
import type { RoleKey } from '@parcelflow/contract';
import type { TestApp } from '../../test/harness.ts';
import { accounts, users, hashPassword } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { positions } from '../position/index.ts';
import { createCompany } from '../registration/index.ts';

const PASSWORD = 'demo1234';

/** A login in a company holding one default position (not an administrator); answers its token. */
export async function addUser(t: TestApp, companyNo: string, account: string, role: RoleKey, isAdmin = false): Promise<string> {
  const { db } = t.database;
  const [company] = await db.select().from(companies).where(eq(companies.companyNo, companyNo));
  const [position] = await db.select().from(positions).where(eq(positions.companyId, company.id)).then((rows) => rows.filter((p) => p.roleKey === role));
  const [row] = await db.insert(accounts).values({ account, passwordHash: await hashPassword(PASSWORD) }).returning({ id: accounts.id });
  await db.insert(users).values({
    accountId: row.id, companyId: company.id, userSourceType: company.kind === 'carrier' ? 2 : 1, displayName: account, isAdmin, positionId: position.id,
  });
  return t.login(account, PASSWORD);
}

/** Another cargo owner company with an administrator login; answers its token. */
export async function addCargoOwner(t: TestApp, companyNo: string, nameCn: string): Promise<string> {
  await createCompany(t.database.db, { companyNo, kind: 'cargoOwner', nameCn, nameEn: `${companyNo} Trading` });
  return addUser(t, companyNo, `${companyNo.toLowerCase()}admin`, 'administrator', true);
}
