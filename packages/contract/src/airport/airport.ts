import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { countryCode } from '../order/fields.ts';

/** dataManage/airportCode: the platform's airports (OurAirports data, docs/reference-data.md), read-only for companies. */
export const listAirportsInput = z.object({
  ...pageQueryFields,
  /** Matches the IATA and ICAO codes, the name and the city. */
  keyword: z.string().trim().max(40).default(''),
  countryCode: countryCode.optional(),
});
export type ListAirportsInput = z.infer<typeof listAirportsInput>;

export const airportView = z.object({
  id: z.number(),
  iata: z.string(),
  icao: z.string(),
  name: z.string(),
  city: z.string(),
  countryCode: z.string(),
});
export type AirportView = z.infer<typeof airportView>;
