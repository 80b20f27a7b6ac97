import type { Db } from '../../db/client.ts';
import { fbaWarehouses } from './order.table.ts';

type Warehouse = typeof fbaWarehouses.$inferInsert;
const us = (code: string, state: string, city: string, postcode: string, address1: string): Warehouse => ({ code, country: 'US', state, city, postcode, address1 });

/** Amazon fulfilment centres an FBA order may ship to (public addresses). */
export const FBA_WAREHOUSES: Warehouse[] = [
  us('ONT8', 'CA', 'Moreno Valley', '92551', '24300 Nandina Ave'),
  us('LGB8', 'CA', 'Rialto', '92376', '1568 N Linden Ave'),
  us('SBD1', 'CA', 'Bloomington', '92316', '2020 E Central Ave'),
  us('LAX9', 'CA', 'Fontana', '92335', '11263 Oleander Ave'),
  us('SMF3', 'CA', 'Stockton', '95206', '3923 S B St'),
  us('PHX7', 'AZ', 'Phoenix', '85043', '800 N 75th Ave'),
  us('DFW6', 'TX', 'Lewisville', '75057', '940 W Bethel Rd'),
  us('FTW1', 'TX', 'Dallas', '75241', '33333 Lyndon B Johnson Fwy'),
  us('IND9', 'IN', 'Greenwood', '46143', '1151 S Graham Rd'),
  us('MDW2', 'IL', 'Joliet', '60433', '250 Emerald Dr'),
  us('CLT2', 'NC', 'Charlotte', '28214', '10240 Old Dowd Rd'),
  us('ATL6', 'GA', 'East Point', '30344', '4200 N Commerce Dr'),
  us('JAX3', 'FL', 'Jacksonville', '32226', '13333 103rd St'),
  us('ABE8', 'NJ', 'Florence', '08518', '309 Cedar Ln'),
  us('EWR4', 'NJ', 'Robbinsville', '08691', '50 New Canton Way'),
  us('BWI2', 'MD', 'Baltimore', '21224', '2010 Broening Hwy'),
  us('SEA8', 'WA', 'Kent', '98032', '20526 59th Pl S'),
  us('GYR1', 'AZ', 'Goodyear', '85338', '16920 W Commerce Dr'),
  { code: 'YYZ4', country: 'CA', state: 'ON', city: 'Brampton', postcode: 'L6Y 5N1', address1: '8050 Heritage Rd' },
  { code: 'LTN1', country: 'GB', state: 'Bedfordshire', city: 'Ridgmont', postcode: 'MK43 0ZA', address1: 'Marston Gate, Badgers Rise' },
  { code: 'DTM2', country: 'DE', state: 'NRW', city: 'Dortmund', postcode: '44145', address1: 'Kaltbandstrasse 4' },
];

/** Loads the warehouses once (a second call changes nothing). */
export async function seedFbaWarehouses(db: Db): Promise<void> {
  await db.insert(fbaWarehouses).values(FBA_WAREHOUSES).onConflictDoNothing();
}
