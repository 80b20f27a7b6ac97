import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cityAbbreviations } from '../modules/cityAbbreviation/index.ts';
import { companies } from '../modules/company/index.ts';
import { destinations } from '../modules/destination/index.ts';

/** The first carrier's destination codes: the countries its channels serve, an Amazon warehouse and an area, zoned for pricing. */
const DEMO_DESTINATIONS = [
  { code: 'US', nameCn: '美国', nameEn: 'United States', countryCode: 'US', kind: 'country', zone: 'Z1' },
  { code: 'US-W', nameCn: '美国西部', nameEn: 'US West', countryCode: 'US', kind: 'area', zone: 'Z1A', remarks: '加州、俄勒冈州、华盛顿州' },
  { code: 'ONT8', nameCn: '亚马逊 ONT8 仓', nameEn: 'Amazon ONT8 Moreno Valley', countryCode: 'US', kind: 'warehouse', zone: 'Z1A' },
  { code: 'GB', nameCn: '英国', nameEn: 'United Kingdom', countryCode: 'GB', kind: 'country', zone: 'Z2' },
  { code: 'DE', nameCn: '德国', nameEn: 'Germany', countryCode: 'DE', kind: 'country', zone: 'Z2' },
  { code: 'JP', nameCn: '日本', nameEn: 'Japan', countryCode: 'JP', kind: 'country', zone: 'Z3' },
  { code: 'AU', nameCn: '澳大利亚', nameEn: 'Australia', countryCode: 'AU', kind: 'country', zone: 'Z4', enabled: false, remarks: '暂停收货' },
] as const;

/** City codes the first carrier prints on its labels. */
const DEMO_CITY_ABBREVIATIONS = [
  { countryCode: 'US', cityName: '洛杉矶', cityNameEn: 'Los Angeles', code: 'LAX' },
  { countryCode: 'US', cityName: '纽约', cityNameEn: 'New York', code: 'NYC' },
  { countryCode: 'GB', cityName: '伦敦', cityNameEn: 'London', code: 'LON' },
  { countryCode: 'DE', cityName: '柏林', cityNameEn: 'Berlin', code: 'BER' },
  { countryCode: 'JP', cityName: '东京', cityNameEn: 'Tokyo', code: 'TYO' },
  { countryCode: 'AU', cityName: '悉尼', cityNameEn: 'Sydney', code: 'SYD' },
];

/** Destination codes and city abbreviations of the carrier, so their screens open on real choices. */
export async function seedReferenceData(db: Db, companyNo: string): Promise<void> {
  const [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  await db.insert(destinations).values(DEMO_DESTINATIONS.map((row) => ({ ...row, companyId })));
  await db.insert(cityAbbreviations).values(DEMO_CITY_ABBREVIATIONS.map((row) => ({ ...row, companyId })));
}
