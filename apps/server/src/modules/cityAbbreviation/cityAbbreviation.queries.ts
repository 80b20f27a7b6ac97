import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fieldError, type CityAbbreviationView, type ListCityAbbreviationsInput, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { containing } from '../country/index.ts';
import { cityAbbreviations } from './cityAbbreviation.table.ts';

export type CityAbbreviationRow = typeof cityAbbreviations.$inferSelect;

/** The caller's company's row; another company's answers exactly like a missing one. */
export async function findCityAbbreviation(db: Db, companyId: number, id: number): Promise<CityAbbreviationRow> {
  const [row] = await db.select().from(cityAbbreviations).where(and(eq(cityAbbreviations.id, id), eq(cityAbbreviations.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

/** The company's rows the list's (or an export's) filters select. */
export function cityAbbreviationsWhere(companyId: number, input: Pick<ListCityAbbreviationsInput, 'keyword' | 'countryCode'>): SQL | undefined {
  const like = containing(input.keyword);
  return and(
    eq(cityAbbreviations.companyId, companyId),
    input.keyword ? or(ilike(cityAbbreviations.code, like), ilike(cityAbbreviations.cityName, like), ilike(cityAbbreviations.cityNameEn, like)) : undefined,
    input.countryCode ? eq(cityAbbreviations.countryCode, input.countryCode) : undefined,
  );
}

export const toCityAbbreviationView = ({ companyId: _companyId, ...row }: CityAbbreviationRow): CityAbbreviationView => row;

/** One page of the company's city abbreviations by country and code. */
export async function listCityAbbreviationPage(db: Db, companyId: number, input: ListCityAbbreviationsInput): Promise<Page<CityAbbreviationView>> {
  const where = cityAbbreviationsWhere(companyId, input);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(cityAbbreviations).where(where).orderBy(asc(cityAbbreviations.countryCode), asc(cityAbbreviations.code))
      .limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(cityAbbreviations).where(where),
  ]);
  return { list: rows.map(toCityAbbreviationView), total };
}

/** What the audit log keeps of a city abbreviation. */
export const cityAbbreviationSnapshot = (row: CityAbbreviationRow) => ({
  label: `${row.countryCode} ${row.code} ${row.cityName}`,
  fields: { countryCode: row.countryCode, cityName: row.cityName, cityNameEn: row.cityNameEn, code: row.code, remarks: row.remarks },
});
