import type { ComparePricesInput, Currency } from '@parcelflow/contract';
import { utcToday } from '../transAgreement/index.ts';
import type { Shipment } from './engine/index.ts';

type TrialFields = Omit<ComparePricesInput, 'carrierCompanyNo'>;

/** A trial's form as the engine prices it: weights and amounts as the exact decimal text typed, on its day (today by default). */
export function shipmentOfTrial(input: TrialFields): Shipment {
  return {
    country: input.country,
    postcode: input.postcode,
    city: input.city,
    goodsType: input.goodsType,
    pieces: input.pieces.map((line) => ({ quantity: line.quantity, weight: String(line.weight), length: line.length, width: line.width, height: line.height })),
    declaredValue: input.declaredValue === undefined ? undefined : String(input.declaredValue),
    declaredCurrency: input.declaredCurrency as Currency,
    insured: input.insured,
    codAmount: input.codAmount === undefined ? undefined : String(input.codAmount),
    day: input.day ?? utcToday(),
  };
}
