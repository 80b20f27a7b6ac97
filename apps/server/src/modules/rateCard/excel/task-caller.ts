import { and, eq } from 'drizzle-orm';
import { FUNCTION_KEYS, type FunctionKey } from '@parcelflow/contract';
import type { Db } from '../../../db/client.ts';
import type { Caller } from '../../../envelope/command.ts';
import { users } from '../../account/index.ts';
import { companies } from '../../company/index.ts';
import type { RateCardSaver } from '../rateCard.save.ts';

/** The rate card functions the import was started with; the task saves with exactly these. */
export const rateCardFunctionsOf = (caller: Pick<Caller, 'functions'>): FunctionKey[] =>
  FUNCTION_KEYS.filter((key) => key.startsWith('rateCard.') && caller.functions.has(key));

/**
 * The user a rate card import runs for, as the card's save takes a caller: its company scopes the save, it is the
 * card's updatedBy and the audit log's author, and it holds the rate card functions it held when it started the import.
 */
export async function taskSaver(db: Db, task: { companyId: number; userId: number }, functions: readonly string[]): Promise<RateCardSaver> {
  const [row] = await db.select({ user: users, companyNo: companies.companyNo, companyKind: companies.kind }).from(users)
    .innerJoin(companies, eq(companies.id, users.companyId)).where(and(eq(users.id, task.userId), eq(users.companyId, task.companyId)));
  if (!row) throw new Error(`No user ${task.userId} in company ${task.companyId}`);
  const { user } = row;
  const caller: Caller = {
    sessionId: 0, tokenHash: '', userId: user.id, userNo: user.userNo, accountId: user.accountId, companyId: task.companyId, companyNo: row.companyNo,
    companyKind: row.companyKind, userSourceType: user.userSourceType, isAdmin: user.isAdmin, positionId: user.positionId, customerId: user.customerId,
    functions: new Set(FUNCTION_KEYS.filter((key) => functions.includes(key))),
  };
  return { caller, ip: '' };
}
