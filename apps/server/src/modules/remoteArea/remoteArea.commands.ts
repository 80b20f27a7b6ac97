import { eq } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/remoteArea/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { auditedWrite, type Audited, type WriteScope } from '../auditLog/index.ts';
import { findChannel } from '../channel/index.ts';
import { assertKnownCountry } from '../country/index.ts';
import { tableExcelCommands } from '../tableImport/index.ts';
import { listRemoteAreaPage, remoteAreaSnapshot } from './remoteArea.queries.ts';
import { remoteAreas } from './remoteArea.table.ts';
import { storedPlace } from './remoteArea-keys.ts';

/** The same place twice for a channel (or for every channel) of a country: named on the place given. */
async function changeRemoteAreas<T>(ctx: GuardedContext, field: 'postcode' | 'city', change: (scope: WriteScope) => Promise<Audited<T>>): Promise<T> {
  try {
    return await auditedWrite(ctx, change);
  } catch (error) {
    throw findUniqueViolation(error) === 'remote_areas_company_channel_place_key' ? fieldError(field, 'duplicate') : error;
  }
}

export const remoteAreaCommands = [
  implement(contract.listRemoteAreas, (ctx, input) => listRemoteAreaPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.saveRemoteArea, async (ctx, input) => {
    const channelId = input.channelId ? (await findChannel(ctx.db, ctx.caller.companyId, input.channelId, 'channelId')).id : null;
    await assertKnownCountry(ctx.db, 'country', input.country);
    const values = { channelId, country: input.country, ...storedPlace(input), remoteClass: input.remoteClass, remarks: input.remarks, updatedBy: ctx.caller.userId, updatedAt: new Date() };
    return changeRemoteAreas(ctx, input.postcode ? 'postcode' : 'city', async ({ tx, companyId, findOwn }) => {
      const old = input.id ? await findOwn(remoteAreas, input.id, { lock: true }) : undefined;
      const [row] = old
        ? await tx.update(remoteAreas).set(values).where(eq(remoteAreas.id, old.id)).returning()
        : await tx.insert(remoteAreas).values({ ...values, companyId }).returning();
      const after = remoteAreaSnapshot(row);
      return {
        answer: { id: row.id },
        changes: [{ entity: 'remoteArea', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before: old && remoteAreaSnapshot(old).fields, after: after.fields }],
      };
    });
  }),
  implement(contract.deleteRemoteArea, (ctx, input) => changeRemoteAreas(ctx, 'postcode', async ({ tx, findOwn }) => {
    const old = await findOwn(remoteAreas, input.id, { lock: true });
    await tx.delete(remoteAreas).where(eq(remoteAreas.id, old.id));
    const { label, fields } = remoteAreaSnapshot(old);
    return { answer: {}, changes: [{ entity: 'remoteArea', entityId: old.id, entityLabel: label, action: 'delete', before: fields }] };
  })),
  ...tableExcelCommands(contract.remoteAreaExcel),
];
