export * from './airport.table.ts';
export { airportCommands } from './airport.commands.ts';
export { seedAirports } from './airport.seed.ts';
export { airportExport } from './airport.queries.ts';
