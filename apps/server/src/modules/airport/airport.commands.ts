import { airportTable, DEFAULT_LANGUAGE, matchLanguage } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/airport/commands';
import { implement } from '../../envelope/command.ts';
import { enqueueTask } from '../../tasks/enqueue.ts';
import { listAirportPage } from './airport.queries.ts';

export const airportCommands = [
  implement(contract.listAirports, (ctx, input) => listAirportPage(ctx.db, input)),
  implement(contract.startAirportExport, (ctx, input) =>
    enqueueTask(ctx.db, ctx.caller, 'tableExport', { table: airportTable.name, filter: input, language: matchLanguage(ctx.language) ?? DEFAULT_LANGUAGE })),
];
