import * as contract from '@parcelflow/contract/dataUpdate/commands';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { dataSwitchesOf } from './dataSwitch.queries.ts';
import { dataSwitchSettings } from './dataSwitch.table.ts';

/** The audit log's entity of the switches: the data-update screen reads its last change from it. */
export const DATA_SWITCHES_ENTITY = 'dataSwitches';

export const dataSwitchCommands = [
  implement(contract.saveDataSwitches, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const before = await dataSwitchesOf(ctx.db, companyId);
    return auditedWrite(ctx, async ({ tx }) => {
      await tx.insert(dataSwitchSettings).values({ companyId, ...input }).onConflictDoUpdate({ target: dataSwitchSettings.companyId, set: input });
      return { answer: {}, changes: [{ entity: DATA_SWITCHES_ENTITY, entityId: companyId, entityLabel: '', action: 'update', before, after: input }] };
    });
  }),
];
