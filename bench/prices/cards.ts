import { saveRateCardInput, type SaveRateCardInput } from '@parcelflow/contract';
import type { Database } from '@parcelflow/server/src/db/client.ts';
import { channels } from '@parcelflow/server/src/modules/channel/index.ts';
import { companies } from '@parcelflow/server/src/modules/company/index.ts';
import { rateCards } from '@parcelflow/server/src/modules/rateCard/index.ts';
import { eq } from 'drizzle-orm';

/** The shape of a carrier's offer: 100 channels, each card of 20 zones, 60 weight breaks and 6 surcharges. */
export const CARD_SHAPE = { channels: 100, zones: 20, breaks: 60, surcharges: 6 } as const;

const COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'PL', 'SE', 'DK', 'FI', 'IE', 'PT', 'CZ', 'HU', 'GR', 'RO', 'BG', 'HR', 'SK', 'SI', 'LT', 'LV',
  'EE', 'LU', 'GB', 'CH', 'NO', 'JP', 'KR', 'SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'AU', 'NZ', 'CA', 'MX', 'BR', 'AR', 'CL', 'AE', 'SA', 'IL', 'TR', 'ZA', 'IN', 'PK', 'EG'];

/** Money as text with two decimals, from whole fen: no float. */
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** Zone 20 holds the US whole and its west coast by postcode rule; the others two or three countries each. */
function zonesOf(): SaveRateCardInput['zones'] {
  const zones = Array.from({ length: CARD_SHAPE.zones - 1 }, (_, index) => ({
    code: `Z${index + 1}`, name: `Zone ${index + 1}`,
    destinations: COUNTRIES.filter((_, country) => country % (CARD_SHAPE.zones - 1) === index).map((country) => ({ country, postcodes: [], cities: [] })),
  })).filter((zone) => zone.destinations.length);
  return [...zones, { code: 'US', name: 'United States', destinations: [{ country: 'US', postcodes: [], cities: [] }] }];
}

/** First 0.5 kg, then 49 additional half-kilo bands to 25 kg, then 10 per-kg bands to 70 kg. */
function breaksOf(zoneCount: number, seed: number): SaveRateCardInput['breaks'] {
  const prices = (base: number) => Array.from({ length: zoneCount }, (_, zone) => yuan(base + zone * 37 + seed));
  const breaks: SaveRateCardInput['breaks'] = [{ fromKg: '0', toKg: '0.5', method: 'flat', prices: prices(4500) }];
  for (let band = 1; band < 50; band++) breaks.push({ fromKg: String(band / 2), toKg: String((band + 1) / 2), method: 'additional', stepKg: '0.5', prices: prices(1200 + band) });
  for (let band = 0; band < CARD_SHAPE.breaks - 50; band++) breaks.push({ fromKg: String(25 + band * 4.5), toKg: String(25 + (band + 1) * 4.5), method: 'perKg', prices: prices(2600 - band * 20) });
  return breaks;
}

const SURCHARGES: SaveRateCardInput['surcharges'] = [
  { kind: 'fuel', basis: 'percent', amount: '15.5' },
  { kind: 'remote', basis: 'fixed', amount: '120' },
  { kind: 'oversize', basis: 'perPiece', amount: '80', threshold: '120' },
  { kind: 'overweight', basis: 'perPiece', amount: '60', threshold: '30' },
  { kind: 'goodsType', basis: 'perKg', amount: '3', goodsType: 'battery' },
  { kind: 'peak', basis: 'fixed', amount: '8.8' },
];

/** The channels (their ids) and selling cards, in force from 2026-01-01, written in the bench process before the server starts. */
export async function insertPriceChannels(database: Database, companyNo: string): Promise<number[]> {
  const { db } = database;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  const rows = await db.insert(channels).values(Array.from({ length: CARD_SHAPE.channels }, (_, index) => ({
    companyId: company.id, code: `BENCH-P${String(index + 1).padStart(3, '0')}`, nameCn: `试算渠道${index + 1}`, nameEn: `Bench channel ${index + 1}`, transportClass: 'express',
  }))).returning({ id: channels.id });
  const zones = zonesOf();
  const cards = rows.map(({ id }, index) => saveRateCardInput.parse({
    channelId: id, kind: 'sell', name: `Bench ${index + 1}`, currency: 'RMB', validFrom: '2026-01-01', transitDaysMin: 3, transitDaysMax: 5 + (index % 7),
    zones, breaks: breaksOf(zones.length, index), surcharges: SURCHARGES,
  }));
  await db.insert(rateCards).values(cards.map(({ id: _id, ...card }) => ({ ...card, companyId: company.id })));
  return rows.map((row) => row.id);
}
