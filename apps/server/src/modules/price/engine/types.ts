import type { Currency, QuoteRefusal, PriceBreakdown, RateMethod, SurchargeBasis, SurchargeKind, VolumetricBasis } from '@parcelflow/contract';
import type Decimal from 'decimal.js';

/** A country's postcode rules of one prefix length: prefixes looked up, ranges (of prefixes of that length) scanned. */
export type PostcodeRules = { length: number; prefixes: Map<string, number>; ranges: { from: string; to: string; zone: number }[] };

/** A country's entries in the card's zones: postcode rules the longest prefix first, cities by compared form, the whole country. */
export type CountryZones = { rules: PostcodeRules[]; cities: Map<string, number>; whole: number | null };

export type CompiledBreak = {
  from: Decimal;
  to: Decimal;
  method: RateMethod;
  step: Decimal | null;
  prices: (Decimal | null)[];
  /**
   * An additional break's price at its start per zone, worked out at compile time; null when a per-piece break below
   * makes it depend on the shipment.
   */
  atStart: (Decimal | null)[] | null;
};

export type CompiledSurcharge = {
  kind: SurchargeKind;
  basis: SurchargeBasis;
  amount: Decimal;
  /** A percentage's amount ÷ 100, once. */
  fraction: Decimal;
  /** As the card writes it (shown on the line), and lower case for matching. */
  goodsType?: string;
  goodsTypeKey?: string;
  threshold: Decimal | null;
  validFrom?: string;
  validTo?: string;
};

/** A rate card with every decimal parsed once and its destinations indexed, ready to price many shipments. */
export type CompiledRateCard = {
  id: number;
  name: string;
  currency: Currency;
  transitDaysMin?: number;
  transitDaysMax?: number;
  serviceTerms: string;
  volumetricBasis: VolumetricBasis;
  volumetricDivisor: Decimal;
  weightStep: Decimal;
  minCharge: Decimal;
  maxPieceWeight: Decimal | null;
  zones: { code: string; name: string }[];
  /** By country code. */
  destinations: Map<string, CountryZones>;
  breaks: CompiledBreak[];
  /** Per zone: the weight up to which it is priced without a hole from 0 (the detail of an overWeight refusal). */
  zonePricedTo: string[];
  surcharges: CompiledSurcharge[];
};

export type Destination = { country: string; postcode: string; city: string };

export type ShipmentPiece = { quantity: number; /** kg of one piece, decimal text */ weight: string; length?: number; width?: number; height?: number };

export type Shipment = Destination & {
  goodsType: string;
  pieces: ShipmentPiece[];
  declaredValue?: string;
  declaredCurrency: Currency;
  insured: boolean;
  /** In declaredCurrency. */
  codAmount?: string;
  /** YYYY-MM-DD */
  day: string;
};

export type PriceContext = {
  remoteClass: 'remote' | 'extendedRemote' | null;
  /** null when no exchange rate is in force on the day. */
  convert: (amount: Decimal, from: Currency, to: Currency) => Decimal | null;
  /**
   * A price level's percentage on the card (10 marks it up 10 %, -5 discounts 5 %): every figure is scaled before it
   * is rounded; absent: the card as it is.
   */
  adjustPercent?: Decimal;
};

export type EnginePrice = Omit<PriceBreakdown, 'rateCardId' | 'rateCardName' | 'priceLevel'>;

export type PriceResult = { ok: true; price: EnginePrice } | { ok: false; reason: QuoteRefusal; detail?: string };
