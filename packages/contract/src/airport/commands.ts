import { declareCommand, pageOf } from '../command.ts';
import { airportView, listAirportsInput } from './airport.ts';

export const listAirports = declareCommand({
  service: 'main', command: 'listAirports', permission: 'airport.view', input: listAirportsInput, output: pageOf(airportView),
  summary: 'One page of the world\'s airports with IATA codes: IATA and ICAO codes, name, city and country.',
});

export const airportDeclarations = [listAirports];
