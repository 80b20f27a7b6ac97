import { eq } from 'drizzle-orm';
import { CommandError, type UserProfile } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../envelope/command.ts';
import { companies } from '../company/index.ts';
import { positions } from '../position/index.ts';
import { accounts, users } from './account.table.ts';

export async function loadProfile(db: Db, caller: Caller): Promise<UserProfile> {
  const [row] = await db
    .select({ user: users, account: accounts, company: companies, positionName: positions.name })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(positions, eq(positions.id, users.positionId))
    .where(eq(users.id, caller.userId));
  if (!row) throw new CommandError(404);
  const { user, account, company } = row;
  return {
    userId: user.id,
    userNo: user.userNo,
    account: account.account,
    displayName: user.displayName,
    userSourceType: user.userSourceType,
    isAdmin: user.isAdmin,
    companyNo: company.companyNo,
    companyName: company.nameCn,
    companyNameEn: company.nameEn,
    companyKind: company.kind,
    positionName: row.positionName,
    language: (user.language as UserProfile['language']) ?? null,
    lockMinutes: company.lockMinutes,
    taskBoxShown: user.preferences.taskBoxShown ?? true,
    mustChangePassword: account.mustChangePassword,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}
