import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AirportView, ListAirportsInput, Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { containing } from '../country/index.ts';
import { airports } from './airport.table.ts';

function whereOf(input: ListAirportsInput) {
  const like = containing(input.keyword);
  return and(
    input.keyword ? or(ilike(airports.iata, like), ilike(airports.icao, like), ilike(airports.name, like), ilike(airports.city, like)) : undefined,
    input.countryCode ? eq(airports.countryCode, input.countryCode) : undefined,
  );
}

/** One page of airports by IATA code; an exact IATA or ICAO code comes first. */
export async function listAirportPage(db: Db, input: ListAirportsInput): Promise<Page<AirportView>> {
  const where = whereOf(input);
  const code = input.keyword.toUpperCase();
  const [list, [{ total }]] = await Promise.all([
    db.select().from(airports).where(where).orderBy(sql`(${airports.iata} = ${code} or ${airports.icao} = ${code}) desc`, asc(airports.iata))
      .limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(airports).where(where),
  ]);
  return { list, total };
}
