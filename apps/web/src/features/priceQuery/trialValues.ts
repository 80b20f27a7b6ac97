import dayjs, { type Dayjs } from 'dayjs';
import type { Currency, RateCardKind } from '@parcelflow/contract';

export type PieceValues = { quantity?: number; weight?: number; length?: number; width?: number; height?: number };

/** The trial form's fields: the contract's trial fields, the day as a date picker's, and the staff's or owner's own. */
export type TrialFormValues = {
  customerId?: number;
  kind?: RateCardKind;
  carrierCompanyNo?: string;
  country?: string;
  postcode?: string;
  city?: string;
  goodsType?: string;
  pieces: PieceValues[];
  declaredValue?: number;
  declaredCurrency: Currency;
  insured: boolean;
  codAmount?: number;
  day?: Dayjs;
  displayCurrency: Currency;
  channelIds?: number[];
};

/** A blank trial: one line of one piece, today, declared in USD, totals also in RMB. */
export function blankTrial(): TrialFormValues {
  return { kind: 'sell', goodsType: 'general', pieces: [{ quantity: 1 }], declaredCurrency: 'USD', insured: false, day: dayjs().startOf('day'), displayCurrency: 'RMB' };
}

/** What the trial commands take from the form: the day as the contract's date text, no empty channel list. */
export function trialInputOf(values: TrialFormValues): Record<string, unknown> {
  const { day, channelIds, ...rest } = values;
  return { ...rest, day: day?.format('YYYY-MM-DD'), channelIds: channelIds?.length ? channelIds : undefined };
}
