import { eq } from 'drizzle-orm';
import { saveRateCardInput, type RateCardKind } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { channels } from '../modules/channel/index.ts';
import { companies } from '../modules/company/index.ts';
import { rateCards } from '../modules/rateCard/index.ts';

/** The zones a demo card may take, each with its base selling prices in fen: first 0.5 kg, each next 0.5 kg, per kg over 20 kg. */
const ZONES = [
  { code: '1W', name: '美国西部', destinations: [{ country: 'US', postcodes: ['9'] }], fen: [9800, 2600, 4800] },
  { code: '1', name: '北美', destinations: [{ country: 'US' }, { country: 'CA' }], fen: [9500, 2500, 4600] },
  { code: '2', name: '欧洲', destinations: ['GB', 'DE', 'FR', 'IT', 'ES', 'NL'].map((country) => ({ country })), fen: [8800, 2300, 4200] },
  { code: '3', name: '大洋洲', destinations: [{ country: 'AU' }, { country: 'NZ' }], fen: [9200, 2400, 4400] },
  { code: '4', name: '东亚', destinations: [{ country: 'JP' }, { country: 'KR' }, { country: 'SG' }], fen: [6500, 1600, 3000] },
  { code: '5', name: '港澳台', destinations: [{ country: 'HK' }, { country: 'MO' }, { country: 'TW' }], fen: [4200, 900, 1800] },
];

type Plan = { countries?: string[]; percent: number; public?: boolean; divisor: 5000 | 6000; transit: [number, number]; maxPieceWeight?: string };

/** Each channel's destinations, its price level against the base (percent) and its service. */
const PLANS: Record<string, Plan> = {
  'HY-US-AIR': { countries: ['US', 'CA'], percent: 100, public: true, divisor: 5000, transit: [6, 9], maxPieceWeight: '30' },
  'HY-EU-SEA': { countries: ['GB', 'DE', 'FR', 'IT', 'ES', 'NL'], percent: 45, divisor: 6000, transit: [25, 35] },
  'HY-FBA-US': { countries: ['US'], percent: 60, divisor: 6000, transit: [12, 18] },
  'HY-DHL': { percent: 170, public: true, divisor: 5000, transit: [3, 5], maxPieceWeight: '30' },
  'HY-US-EPK': { countries: ['US'], percent: 70, divisor: 6000, transit: [10, 15], maxPieceWeight: '2' },
  'HY-CA-EXP': { countries: ['CA'], percent: 110, divisor: 5000, transit: [5, 8] },
  'HY-HK-DSG': { countries: ['HK'], percent: 100, divisor: 5000, transit: [2, 3] },
  'HY-AU-AIR': { countries: ['AU'], percent: 95, divisor: 5000, transit: [7, 10] },
};
/** What the carrier pays for a channel against what it sells it for, percent. */
const COST_PERCENT = 78;

/** Fen as yuan text, integers only: exact. */
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

function zonesOf(plan: Plan) {
  return ZONES.map((zone) => ({ ...zone, destinations: zone.destinations.filter((destination) => !plan.countries || plan.countries.includes(destination.country)) }))
    .filter((zone) => zone.destinations.length > 0);
}

function cardOf(channelId: number, code: string, plan: Plan, kind: RateCardKind, validFrom: string) {
  const zones = zonesOf(plan);
  const percent = kind === 'sell' ? plan.percent : Math.round((plan.percent * COST_PERCENT) / 100);
  const prices = (column: number) => zones.map((zone) => yuan(Math.round((zone.fen[column] * percent) / 100)));
  return saveRateCardInput.parse({
    channelId, kind, name: `${code} ${kind === 'sell' ? '销售价' : '成本价'} ${validFrom.slice(0, 7)}`, currency: 'RMB', validFrom, public: kind === 'sell' && Boolean(plan.public),
    volumetricBasis: 'shipment', volumetricDivisor: plan.divisor, weightStep: '0.5', minCharge: '0', maxPieceWeight: plan.maxPieceWeight,
    transitDaysMin: plan.transit[0], transitDaysMax: plan.transit[1], serviceTerms: '按票计价（人民币），不含目的国关税及税费。Prices in RMB per shipment; duties and taxes not included.',
    zones: zones.map(({ fen: _fen, ...zone }) => zone),
    breaks: [
      { fromKg: '0', toKg: '0.5', method: 'flat', prices: prices(0) },
      { fromKg: '0.5', toKg: '20', method: 'additional', stepKg: '0.5', prices: prices(1) },
      { fromKg: '20', toKg: '70', method: 'perKg', prices: prices(2) },
    ],
    surcharges: [
      { kind: 'fuel', basis: 'percent', amount: kind === 'sell' ? '15.5' : '12.5' },
      { kind: 'remote', basis: 'fixed', amount: '35' },
      { kind: 'goodsType', basis: 'perKg', amount: '3', goodsType: 'battery' },
      { kind: 'oversize', basis: 'perPiece', amount: '80', threshold: '120' },
      { kind: 'insurance', basis: 'percent', amount: '0.5' },
    ],
  });
}

/** A selling and a cost card for each of the carrier's channels, in force since the first of last month. */
export async function seedRateCards(db: Db, companyNo: string, today = new Date()): Promise<void> {
  const [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  const validFrom = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const own = await db.select({ id: channels.id, code: channels.code }).from(channels).where(eq(channels.companyId, companyId));
  const cards = own.filter((channel) => PLANS[channel.code]).flatMap((channel) =>
    (['sell', 'cost'] as const).map((kind) => cardOf(channel.id, channel.code, PLANS[channel.code], kind, validFrom)));
  if (cards.length) await db.insert(rateCards).values(cards.map(({ id: _id, ...card }) => ({ ...card, companyId, maxPieceWeight: card.maxPieceWeight ?? null })));
}
