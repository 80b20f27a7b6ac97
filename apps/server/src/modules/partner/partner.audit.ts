import type { Db } from '../../db/client.ts';
import type { GuardedContext } from '../../envelope/command.ts';
import { recordChange, type ChangeRecord } from '../auditLog/index.ts';

type Logged = Pick<GuardedContext, 'caller' | 'ip'>;

/**
 * Records a change in another company's log, by the calling user: a partnership touches both companies, and
 * each keeps in its own log what the other side did to its records (its invite code, its customer).
 */
export function recordChangeFor(db: Db, ctx: Logged, companyId: number, change: ChangeRecord): Promise<void> {
  return recordChange(db, { ip: ctx.ip, caller: { ...ctx.caller, companyId } }, change);
}
