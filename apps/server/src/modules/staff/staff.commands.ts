import { and, asc, eq, ne } from 'drizzle-orm';
import { emptyInput, fieldError, listStaffInput, saveStaffInput, staffIdInput, type SaveStaffInput, type StaffPositionOption } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { defineCommand, type GuardedContext } from '../../envelope/command.ts';
import { recordChange } from '../auditLog/index.ts';
import { staff } from './staff.table.ts';
import { positions } from '../position/index.ts';
import { alignLogin } from './staff.access.ts';
import { staffLabel, staffSnapshot } from './staff.audit.ts';
import { findBoundLogin, findOwnPosition, findOwnSite, findStaff, listStaffPage } from './staff.queries.ts';

async function assertCodeFree(db: Db, companyId: number, code: string, exceptId: number | undefined): Promise<void> {
  const [clash] = await db.select({ id: staff.id }).from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.code, code), exceptId ? ne(staff.id, exceptId) : undefined)).limit(1);
  if (clash) throw fieldError('code', 'duplicate');
}

/** Saves the record and keeps its login in step, in one transaction; answers the ids to evict from the session cache. */
async function saveStaff(ctx: GuardedContext, input: SaveStaffInput): Promise<{ id: number; userId?: number }> {
  const { companyId } = ctx.caller;
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const old = input.id ? await findStaff(tx, companyId, input.id, 'id', true) : undefined;
    if (input.siteId) await findOwnSite(tx, companyId, input.siteId);
    if (input.positionId) await findOwnPosition(tx, companyId, input.positionId);
    await assertCodeFree(tx, companyId, input.code, old?.id);
    const login = old ? await findBoundLogin(tx, old.id) : null;
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
    if (login) await alignLogin(tx, row, login.userId);
    await recordChange(tx, ctx, {
      entity: 'staff', entityId: row.id, entityLabel: staffLabel(row), action: old ? 'update' : 'create', before, after: await staffSnapshot(tx, companyId, row),
    });
    return { id: row.id, userId: login?.userId };
  });
}

export const staffCommands = [
  defineCommand({
    service: 'main', command: 'listStaff', permission: 'staff.view', input: listStaffInput,
    summary: "One page of the company's staff by code, after the filters, with each one's site, position and bound login.",
    handler: (ctx, input) => listStaffPage(ctx.db, ctx.caller.companyId, input),
  }),
  defineCommand({
    service: 'main', command: 'listStaffPositions', permission: 'staff.view', input: emptyInput,
    summary: "The company's positions a staff member may hold, for the staff form and filter.",
    handler: (ctx): Promise<StaffPositionOption[]> => ctx.db.select({ id: positions.id, name: positions.name, roleKey: positions.roleKey })
      .from(positions).where(eq(positions.companyId, ctx.caller.companyId)).orderBy(asc(positions.id)),
  }),
  defineCommand({
    service: 'main', command: 'saveStaff', permission: 'staff.edit', input: saveStaffInput,
    summary: 'Create a staff member (no id) or change one; codes are unique. A bound login takes the position; out of post, its sessions end.',
    handler: async (ctx, input) => {
      try {
        const { id, userId } = await saveStaff(ctx, input);
        if (userId) await ctx.services.evictCallers(`user:${userId}`);
        return { id };
      } catch (error) {
        throw findUniqueViolation(error) === 'staff_company_code_key' ? fieldError('code', 'duplicate') : error;
      }
    },
  }),
  defineCommand({
    service: 'main', command: 'deleteStaff', permission: 'staff.edit', input: staffIdInput,
    summary: 'Delete a staff member no login is bound to (unbind it first).',
    handler: (ctx, input) => ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const person = await findStaff(tx, ctx.caller.companyId, input.id, 'id', true);
      if (await findBoundLogin(tx, person.id)) throw fieldError('id', 'inUse');
      const before = await staffSnapshot(tx, ctx.caller.companyId, person);
      await tx.delete(staff).where(eq(staff.id, person.id));
      await recordChange(tx, ctx, { entity: 'staff', entityId: person.id, entityLabel: staffLabel(person), action: 'delete', before });
      return {};
    }),
  }),
];
