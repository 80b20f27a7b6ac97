import { eq } from 'drizzle-orm';
import {
  ROLE_KEYS,
  deletePositionInput,
  emptyInput,
  fieldError,
  getPositionRightsInput,
  restorePositionDefaultInput,
  savePositionInput,
  savePositionRightsInput,
  type RoleKey,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { defineCommand, type Caller } from '../../envelope/command.ts';
import { positions } from './position.table.ts';
import { assertNameFree, findPosition, isPositionHeld, listPositions } from './position.queries.ts';
import { grantableRights, loadPositionRights, replacePositionRights } from './position.rights.ts';
import { restoreDefaultRights } from './position.service.ts';
import { changeRightsLogged, grantedKeys } from './position.audit.ts';
import { recordChange } from '../auditLog/index.ts';

const grantableFor = (caller: Caller) => grantableRights(caller.companyKind === 'carrier');

export const positionCommands = [
  defineCommand({
    service: 'main', command: 'listPositions', permission: 'position.view', input: emptyInput,
    summary: "The company's positions with their kind, role and how many users hold each.",
    handler: (ctx) => listPositions(ctx.db, ctx.caller.companyId),
  }),
  defineCommand({
    service: 'main', command: 'getPositionRights', permission: 'position.view', input: getPositionRightsInput,
    summary: "A position's visible and usable settings for every menu and function button the company can grant.",
    handler: async (ctx, input) => {
      await findPosition(ctx.db, ctx.caller.companyId, input.positionId, 'positionId');
      return loadPositionRights(ctx.db, input.positionId, grantableFor(ctx.caller));
    },
  }),
  defineCommand({
    service: 'main', command: 'savePositionRights', permission: 'position.edit', input: savePositionRightsInput,
    summary: "Replace a position's menu and function rights; its users hold the new rights at their next request.",
    handler: async (ctx, input) => {
      const position = await findPosition(ctx.db, ctx.caller.companyId, input.positionId, 'positionId');
      const grantable = grantableFor(ctx.caller);
      const rights = await changeRightsLogged(ctx, position, grantable, 'update', (tx) => replacePositionRights(tx, input, grantable));
      await ctx.services.evictCallers(`position:${input.positionId}`);
      return rights;
    },
  }),
  defineCommand({
    service: 'main', command: 'restorePositionDefault', permission: 'position.edit', input: restorePositionDefaultInput,
    summary: "Put a default position's rights back to those of its named role.",
    handler: async (ctx, input) => {
      const position = await findPosition(ctx.db, ctx.caller.companyId, input.positionId, 'positionId');
      if (!position.roleKey || !(ROLE_KEYS as string[]).includes(position.roleKey)) throw fieldError('positionId', 'invalidValue');
      const rights = await changeRightsLogged(ctx, position, grantableFor(ctx.caller), 'restoreDefault', (tx) => restoreDefaultRights(tx, position.id, position.roleKey as RoleKey));
      await ctx.services.evictCallers(`position:${position.id}`);
      return rights;
    },
  }),
  defineCommand({
    service: 'main', command: 'savePosition', permission: 'position.edit', input: savePositionInput,
    summary: 'Create a position (no id) or rename it and change its kind; names are unique in the company.',
    handler: async (ctx, input) => {
      const { companyId } = ctx.caller;
      const old = input.id ? await findPosition(ctx.db, companyId, input.id, 'id') : undefined;
      await assertNameFree(ctx.db, companyId, input.name, input.id);
      const values = { name: input.name, kind: input.kind };
      return ctx.db.transaction(async (tx) => {
        const [row] = old
          ? await tx.update(positions).set(values).where(eq(positions.id, old.id)).returning({ id: positions.id })
          : await tx.insert(positions).values({ ...values, companyId }).returning({ id: positions.id });
        const before = old && { name: old.name, kind: old.kind };
        await recordChange(tx, ctx, { entity: 'position', entityId: row.id, entityLabel: input.name, action: old ? 'update' : 'create', before, after: values });
        return { id: row.id };
      });
    },
  }),
  defineCommand({
    service: 'main', command: 'deletePosition', permission: 'position.edit', input: deletePositionInput,
    summary: 'Delete a position no user or staff record holds; the log keeps the rights it granted.',
    handler: async (ctx, input) => {
      const position = await findPosition(ctx.db, ctx.caller.companyId, input.id, 'id');
      if (await isPositionHeld(ctx.db, input.id)) throw fieldError('id', 'invalidValue');
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // Its rights go with it (on delete cascade): the log keeps what it granted.
        const rights = grantedKeys(await loadPositionRights(tx, position.id, grantableFor(ctx.caller)));
        await tx.delete(positions).where(eq(positions.id, input.id));
        await recordChange(tx, ctx, { entity: 'position', entityId: position.id, entityLabel: position.name, action: 'delete', before: { name: position.name, kind: position.kind, ...rights } });
      });
      return {};
    },
  }),
];
