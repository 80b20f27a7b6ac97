import { and, asc, eq, ne } from 'drizzle-orm';
import { fieldError, type SaveStaffInput } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/staff/commands';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { findBoundLogin } from '../loginBinding/index.ts';
import { staff } from './staff.table.ts';
import { positions } from '../position/index.ts';
import { alignLogin } from './staff.access.ts';
import { staffLabel, staffSnapshot } from './staff.audit.ts';
import { findOwnPosition, findOwnSite, findStaff, listStaffPage } from './staff.queries.ts';

async function assertCodeFree(db: Db, companyId: number, code: string, exceptId: number | undefined): Promise<void> {
  const [clash] = await db.select({ id: staff.id }).from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.code, code), exceptId ? ne(staff.id, exceptId) : undefined)).limit(1);
  if (clash) throw fieldError('code', 'duplicate');
}

/** Saves the record and keeps its login in step, in one audited write; the login's cached sessions go once committed. */
function saveStaff(ctx: GuardedContext, input: SaveStaffInput): Promise<{ id: number }> {
  return auditedWrite(ctx, async ({ tx, companyId, afterCommit }) => {
    const old = input.id ? await findStaff(tx, companyId, input.id, 'id', true) : undefined;
    if (input.siteId) await findOwnSite(tx, companyId, input.siteId);
    if (input.positionId) await findOwnPosition(tx, companyId, input.positionId);
    await assertCodeFree(tx, companyId, input.code, old?.id);
    const login = old ? await findBoundLogin(tx, 'staff', old.id) : null;
    // Taking oneself out of post would end one's own session half-way through the work.
    if (login?.userId === ctx.caller.userId && input.status !== 'inPost') throw fieldError('status', 'invalidValue');
    const values = {
      code: input.code, name: input.name, gender: input.gender, status: input.status, siteId: input.siteId ?? null, department: input.department,
      phone: input.phone, positionId: input.positionId ?? null, hireDate: input.hireDate ?? null,
    };
    const before = old && (await staffSnapshot(tx, companyId, old));
    const [row] = old
      ? await tx.update(staff).set(values).where(eq(staff.id, old.id)).returning()
      : await tx.insert(staff).values({ ...values, companyId }).returning();
    if (login) {
      await alignLogin(tx, row, login.userId);
      afterCommit(() => ctx.services.evictCallers(`user:${login.userId}`));
    }
    return {
      answer: { id: row.id },
      changes: [{ entity: 'staff', entityId: row.id, entityLabel: staffLabel(row), action: old ? 'update' : 'create', before, after: await staffSnapshot(tx, companyId, row) }],
    };
  });
}

export const staffCommands = [
  implement(contract.listStaff, (ctx, input) => listStaffPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.listStaffPositions, (ctx) => ctx.db.select({ id: positions.id, name: positions.name, roleKey: positions.roleKey })
    .from(positions).where(eq(positions.companyId, ctx.caller.companyId)).orderBy(asc(positions.id))),
  implement(contract.saveStaff, (ctx, input) => saveStaff(ctx, input).catch((error: unknown) => {
    throw findUniqueViolation(error) === 'staff_company_code_key' ? fieldError('code', 'duplicate') : error;
  })),
  implement(contract.deleteStaff, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    const person = await findStaff(tx, companyId, input.id, 'id', true);
    if (await findBoundLogin(tx, 'staff', person.id)) throw fieldError('id', 'inUse');
    const before = await staffSnapshot(tx, companyId, person);
    await tx.delete(staff).where(eq(staff.id, person.id));
    return { answer: {}, changes: [{ entity: 'staff', entityId: person.id, entityLabel: staffLabel(person), action: 'delete', before }] };
  })),
];
