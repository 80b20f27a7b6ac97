import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { revokeUserSessions } from '../session/index.ts';
import type { StaffRecord } from './staff.queries.ts';

/**
 * The login acting for a staff member follows the record: the staff member's position and name, and,
 * once out of post, no open session (login already refuses them with 10046). The caller evicts
 * `user:<id>` from the session cache after the transaction commits.
 */
export async function alignLogin(tx: Db, person: StaffRecord, userId: number): Promise<void> {
  await tx.update(users).set({ positionId: person.positionId, displayName: person.name }).where(eq(users.id, userId));
  if (person.status !== 'inPost') await revokeUserSessions(tx, userId);
}
