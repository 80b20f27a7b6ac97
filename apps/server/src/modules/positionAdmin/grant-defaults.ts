import { and, arrayContains, eq, not, sql } from 'drizzle-orm';
import { ROLE_KEYS } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { auditLog, fieldChanges } from '../auditLog/index.ts';
import { companies } from '../company/index.ts';
import { defaultRightKeys, defaultRightRows, positionRights, positions } from '../position/index.ts';
import { grantedKeys } from './position.audit.ts';
import { grantableRights, loadPositionRights } from './position.rights.ts';

/** Start-ups of several server copies grant one at a time (a key of its own among the advisory locks). */
const GRANT_LOCK = 0x706f_7364;

/**
 * Gives every default position the rights its role gained after the position was given its defaults (a menu or
 * function added since the company was made, or a role's defaults widened), once: what it was given before and an
 * administrator took away stays away (`offered_defaults`). Each grant is logged in the company's audit log as done by
 * nobody (`grantDefaults`). Idempotent; run at every start after the migrations. Answers how many positions changed.
 */
export async function grantNewDefaultRights(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GRANT_LOCK})`);
    let granted = 0;
    for (const roleKey of ROLE_KEYS) {
      const keys = defaultRightKeys(roleKey);
      const behind = await tx
        .select({ id: positions.id, companyId: positions.companyId, name: positions.name, offered: positions.offeredDefaults, companyKind: companies.kind })
        .from(positions)
        .innerJoin(companies, eq(companies.id, positions.companyId))
        .where(and(eq(positions.roleKey, roleKey), not(arrayContains(positions.offeredDefaults, keys))))
        .orderBy(positions.id)
        .for('update', { of: positions });
      for (const position of behind) {
        const offered = new Set(position.offered);
        const rows = defaultRightRows(position.id, roleKey).filter((row) => !offered.has(`${row.rightKind}:${row.rightKey}`));
        const grantable = grantableRights(position.companyKind === 'carrier');
        const before = await loadPositionRights(tx, position.id, grantable);
        await tx.insert(positionRights).values(rows).onConflictDoNothing();
        await tx.update(positions).set({ offeredDefaults: [...new Set([...position.offered, ...keys])] }).where(eq(positions.id, position.id));
        const changes = fieldChanges(grantedKeys(before), grantedKeys(await loadPositionRights(tx, position.id, grantable)));
        if (!changes.length) continue;
        await tx.insert(auditLog).values({
          companyId: position.companyId, userId: null, userNo: '', entity: 'position', entityId: String(position.id), entityLabel: position.name,
          action: 'grantDefaults', changes, ip: '',
        });
        granted += 1;
      }
    }
    return granted;
  });
}
