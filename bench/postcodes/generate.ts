import { sql } from 'drizzle-orm';
import type { Db } from '@parcelflow/server/src/db/client.ts';

/** Countries whose postcodes are five digits (postcode-validator): 100,000 each, 00000 to 99999. */
export const LOADED_COUNTRIES = ['US', 'DE', 'FR', 'ES', 'IT', 'MX', 'FI', 'TH', 'MY', 'UA'] as const;
export const PER_COUNTRY = 100_000;
export const LOADED_ROWS = LOADED_COUNTRIES.length * PER_COUNTRY;

/** A place name for each postcode: a thousand postcodes share a city, as a city's districts do. */
export const cityOf = (country: string, n: number) => `${country} City ${Math.floor(n / 1000)}`;

/**
 * The company's postcodes (the demo's replaced) written straight to the table by the bench process, one statement per
 * country (what an import would write, without the workbook): a million rows.
 */
export async function loadPostcodes(db: Db, companyNo: string): Promise<void> {
  await db.execute(sql`delete from postcodes where company_id = (select id from companies where company_no = ${companyNo})`);
  for (const country of LOADED_COUNTRIES) {
    await db.execute(sql`insert into postcodes (company_id, country, postcode, postcode_key, city, city_key, state)
      select c.id, ${country}, lpad(n::text, 5, '0'), lpad(n::text, 5, '0'), ${country} || ' City ' || (n / 1000), lower(${country} || ' City ' || (n / 1000)), 'State'
      from companies c, generate_series(0, ${PER_COUNTRY - 1}) as n where c.company_no = ${companyNo}`);
  }
  await db.execute(sql`analyze postcodes`);
}
