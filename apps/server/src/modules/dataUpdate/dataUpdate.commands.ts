import * as contract from '@parcelflow/contract/dataUpdate/commands';
import { implement } from '../../envelope/command.ts';
import { dataUpdateOf } from './dataUpdate.queries.ts';

export const dataUpdateCommands = [
  implement(contract.getDataUpdate, (ctx) => dataUpdateOf(ctx.db, ctx.caller.companyId)),
];
