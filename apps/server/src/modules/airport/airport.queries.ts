import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import { airportFilter, airportTable, type AirportView, type ListAirportsInput, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { containing } from '../country/index.ts';
import type { TableExportSource } from '../tableImport/index.ts';
import { airports } from './airport.table.ts';

function whereOf(input: Pick<ListAirportsInput, 'keyword' | 'countryCode'>) {
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

const EXPORT_BATCH = 5_000;

/** The airports an export's filters select, in keyset batches by id; platform data, so no company scope. */
export const airportExport: TableExportSource = {
  declaration: airportTable,
  exportRows: (db, _companyId, filter) => {
    const where = whereOf(airportFilter.parse(filter));
    return {
      count: async () => (await db.select({ total: sql<number>`count(*)::int` }).from(airports).where(where))[0].total,
      batches: async function* () {
        for (let after = 0; ;) {
          const batch = await db.select().from(airports).where(and(where, gt(airports.id, after))).orderBy(asc(airports.id)).limit(EXPORT_BATCH);
          if (!batch.length) return;
          after = batch[batch.length - 1].id;
          yield batch;
        }
      },
    };
  },
};
