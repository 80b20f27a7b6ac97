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
import { defineCommand, type Caller } from '../../envelope/command.ts';
import { positions } from './position.table.ts';
import { assertNameFree, findPosition, isPositionHeld, listPositions } from './position.queries.ts';
import { grantableRights, loadPositionRights, replacePositionRights } from './position.rights.ts';
import { restoreDefaultRights } from './position.service.ts';

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
      await findPosition(ctx.db, ctx.caller.companyId, input.positionId, 'positionId');
      const grantable = grantableFor(ctx.caller);
      await replacePositionRights(ctx.db, input, grantable);
      await ctx.services.evictCallers(`position:${input.positionId}`);
      return loadPositionRights(ctx.db, input.positionId, grantable);
    },
  }),
  defineCommand({
    service: 'main', command: 'restorePositionDefault', permission: 'position.edit', input: restorePositionDefaultInput,
    summary: "Put a default position's rights back to those of its named role.",
    handler: async (ctx, input) => {
      const position = await findPosition(ctx.db, ctx.caller.companyId, input.positionId, 'positionId');
      if (!position.roleKey || !(ROLE_KEYS as string[]).includes(position.roleKey)) throw fieldError('positionId', 'invalidValue');
      await restoreDefaultRights(ctx.db, position.id, position.roleKey as RoleKey);
      await ctx.services.evictCallers(`position:${position.id}`);
      return loadPositionRights(ctx.db, position.id, grantableFor(ctx.caller));
    },
  }),
  defineCommand({
    service: 'main', command: 'savePosition', permission: 'position.edit', input: savePositionInput,
    summary: 'Create a position (no id) or rename it and change its kind; names are unique in the company.',
    handler: async (ctx, input) => {
      const { companyId } = ctx.caller;
      if (input.id) await findPosition(ctx.db, companyId, input.id, 'id');
      await assertNameFree(ctx.db, companyId, input.name, input.id);
      const values = { name: input.name, kind: input.kind };
      const [row] = input.id
        ? await ctx.db.update(positions).set(values).where(eq(positions.id, input.id)).returning({ id: positions.id })
        : await ctx.db.insert(positions).values({ ...values, companyId }).returning({ id: positions.id });
      return { id: row.id };
    },
  }),
  defineCommand({
    service: 'main', command: 'deletePosition', permission: 'position.edit', input: deletePositionInput,
    summary: 'Delete a position no user or staff record holds.',
    handler: async (ctx, input) => {
      await findPosition(ctx.db, ctx.caller.companyId, input.id, 'id');
      if (await isPositionHeld(ctx.db, input.id)) throw fieldError('id', 'invalidValue');
      await ctx.db.delete(positions).where(eq(positions.id, input.id));
      return {};
    },
  }),
];
