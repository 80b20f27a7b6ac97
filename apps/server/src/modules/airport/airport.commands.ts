import * as contract from '@parcelflow/contract/airport/commands';
import { implement } from '../../envelope/command.ts';
import { listAirportPage } from './airport.queries.ts';

export const airportCommands = [
  implement(contract.listAirports, (ctx, input) => listAirportPage(ctx.db, input)),
];
