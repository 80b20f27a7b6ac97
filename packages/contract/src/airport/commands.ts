import { declareCommand, pageOf } from '../command.ts';
import { taskView } from '../task/task.ts';
import { airportFilter, airportView, listAirportsInput } from './airport.ts';

export const listAirports = declareCommand({
  service: 'main', command: 'listAirports', permission: 'airport.view', input: listAirportsInput, output: pageOf(airportView),
  summary: 'One page of the world\'s airports with IATA codes: IATA and ICAO codes, name, city and country.',
});

export const startAirportExport = declareCommand({
  service: 'main', command: 'startAirportExport', permission: 'airport.view', input: airportFilter, output: taskView,
  summary: "Export the airports the list's filters select to an .xlsx, as a background task.",
});

export const airportDeclarations = [listAirports, startAirportExport];
