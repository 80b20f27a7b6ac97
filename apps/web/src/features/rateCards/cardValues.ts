import dayjs, { type Dayjs } from 'dayjs';
import { THRESHOLD_SURCHARGES, type RateCardView, type RateMethod, type SurchargeKind } from '@parcelflow/contract';
import { withoutBlanks } from '../../app/forms/zodForm.ts';

/** The days the contract takes (z.iso.date). */
export const DAY = 'YYYY-MM-DD';

type Price = string | null | undefined;
export type ZoneValues = { code?: string; name?: string; destinations?: { country?: string; postcodes?: string[]; cities?: string[] }[] };
/** A weight break as the grid holds it: one price per zone, in the zones' order (blank: not served). */
export type BreakValues = { fromKg?: string; toKg?: string; method?: RateMethod; stepKg?: string; prices?: Price[] };
type SurchargeValues = Record<string, unknown> & { validFrom?: Dayjs | null; validTo?: Dayjs | null };
/** The card page's form values: the header fields, dates as Dayjs, and the three sections. */
export type CardValues = Record<string, unknown> & {
  kind?: string; validFrom?: Dayjs | null; validTo?: Dayjs | null; zones?: ZoneValues[]; breaks?: BreakValues[]; surcharges?: SurchargeValues[];
};

export const newZone = (count: number): ZoneValues => ({ code: String(count + 1), name: '', destinations: [{ postcodes: [], cities: [] }] });

export function blankCard(): CardValues {
  return {
    kind: 'sell', currency: 'RMB', validFrom: dayjs().startOf('day'), validTo: null, public: false, volumetricBasis: 'shipment', volumetricDivisor: 5000,
    weightStep: '0.5', minCharge: '0', serviceTerms: '', zones: [newZone(0)], breaks: [{ fromKg: '0', method: 'flat', prices: [null] }], surcharges: [],
  };
}

const dayOf = (text: string | null | undefined) => (text ? dayjs(text) : null);
const textOf = (day: Dayjs | null | undefined) => day?.format(DAY);

/** A saved card as the form holds it. */
export function formValuesOf(card: RateCardView): CardValues {
  const { id: _id, channelCode: _code, channelNameCn: _cn, channelNameEn: _en, zoneCount: _z, breakCount: _b, surchargeCount: _s, updatedAt: _at, ...fields } = card;
  return {
    ...fields,
    validFrom: dayOf(card.validFrom),
    validTo: dayOf(card.validTo),
    surcharges: card.surcharges.map((surcharge) => ({ ...surcharge, validFrom: dayOf(surcharge.validFrom), validTo: dayOf(surcharge.validTo) })),
  };
}

const blankPrice = (price: Price) => price === undefined || price === null || String(price).trim() === '';

/**
 * saveRateCard's input from the form: blanks left out as anywhere else, but each break keeps one price per zone, a
 * blank one as null (not served), which the generic blank removal would drop.
 */
export function inputOf(values: CardValues, id: number | undefined): Record<string, unknown> {
  const { validFrom, validTo, zones = [], breaks = [], surcharges = [], ...header } = values;
  const rest = withoutBlanks({
    ...header,
    id,
    zones,
    validFrom: textOf(validFrom),
    // A cost card is never public nor a level's, whatever the fields said while it was a sell card; a level's card is never public.
    public: values.kind === 'sell' && !values.priceLevelId && Boolean(values.public),
    priceLevelId: values.kind === 'sell' ? values.priceLevelId : undefined,
    surcharges: surcharges.map((surcharge) => ({
      ...surcharge,
      // A value the kind no longer takes (the goods type of what became a fuel surcharge) is left out rather than refused.
      goodsType: surcharge.kind === 'goodsType' ? surcharge.goodsType : undefined,
      threshold: THRESHOLD_SURCHARGES.includes(surcharge.kind as SurchargeKind) ? surcharge.threshold : undefined,
      validFrom: textOf(surcharge.validFrom),
      validTo: textOf(surcharge.validTo),
    })),
  }) as Record<string, unknown>;
  const prices = (row: BreakValues) => zones.map((_zone, index) => (blankPrice(row.prices?.[index]) ? null : String(row.prices?.[index]).trim()));
  return {
    ...rest,
    validTo: textOf(validTo) ?? null,
    breaks: breaks.map((row) => ({
      ...(withoutBlanks({ ...row, stepKg: row.method === 'additional' ? row.stepKg : undefined, prices: undefined }) as object),
      prices: prices(row),
    })),
  };
}
