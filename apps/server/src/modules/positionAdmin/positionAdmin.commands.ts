import { eq } from 'drizzle-orm';
import { ROLE_KEYS, fieldError, type RoleKey } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/position/commands';
import { implement, type Caller } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { positions, restoreDefaultRights } from '../position/index.ts';
import { assertNameFree, findPosition, isPositionHeld, listPositions } from './position.queries.ts';
import { grantableRights, loadPositionRights, replacePositionRights } from './position.rights.ts';
import { changeRightsLogged, grantedKeys } from './position.audit.ts';

const grantableFor = (caller: Caller) => grantableRights(caller.companyKind === 'carrier');

export const positionCommands = [
  implement(contract.listPositions, (ctx) => listPositions(ctx.db, ctx.caller.companyId)),
  implement(contract.getPositionRights, async (ctx, input) => {
    await findPosition(ctx.db, ctx.caller.companyId, input.positionId, 'positionId');
    return loadPositionRights(ctx.db, input.positionId, grantableFor(ctx.caller));
  }),
  implement(contract.savePositionRights, async (ctx, input) => {
    const position = await findPosition(ctx.db, ctx.caller.companyId, input.positionId, 'positionId');
    const grantable = grantableFor(ctx.caller);
    return changeRightsLogged(ctx, position, grantable, 'update', (tx) => replacePositionRights(tx, input, grantable));
  }),
  implement(contract.restorePositionDefault, async (ctx, input) => {
    const position = await findPosition(ctx.db, ctx.caller.companyId, input.positionId, 'positionId');
    const roleKey = ROLE_KEYS.find((key: RoleKey) => key === position.roleKey);
    if (!roleKey) throw fieldError('positionId', 'invalidValue');
    return changeRightsLogged(ctx, position, grantableFor(ctx.caller), 'restoreDefault', (tx) => restoreDefaultRights(tx, position.id, roleKey));
  }),
  implement(contract.savePosition, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId, findOwn }) => {
    const old = input.id ? await findOwn(positions, input.id) : undefined;
    await assertNameFree(tx, companyId, input.name, input.id);
    const values = { name: input.name, kind: input.kind };
    const [row] = old
      ? await tx.update(positions).set(values).where(eq(positions.id, old.id)).returning({ id: positions.id })
      : await tx.insert(positions).values({ ...values, companyId }).returning({ id: positions.id });
    const before = old && { name: old.name, kind: old.kind };
    return { answer: { id: row.id }, changes: [{ entity: 'position', entityId: row.id, entityLabel: input.name, action: old ? 'update' : 'create', before, after: values }] };
  })),
  implement(contract.deletePosition, (ctx, input) => auditedWrite(ctx, async ({ tx, findOwn }) => {
    const position = await findOwn(positions, input.id);
    if (await isPositionHeld(tx, input.id)) throw fieldError('id', 'invalidValue');
    // Its rights go with it (on delete cascade): the log keeps what it granted.
    const rights = grantedKeys(await loadPositionRights(tx, position.id, grantableFor(ctx.caller)));
    await tx.delete(positions).where(eq(positions.id, input.id));
    return { answer: {}, changes: [{ entity: 'position', entityId: position.id, entityLabel: position.name, action: 'delete', before: { name: position.name, kind: position.kind, ...rights } }] };
  })),
];
