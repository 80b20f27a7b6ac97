import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { CURRENCIES } from '@parcelflow/contract';

/** The currencies as a select offers them: their codes, which every language writes as they are. */
export const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** The days the contract takes (z.iso.date). */
export const DAY = 'YYYY-MM-DD';

/**
 * The to-currency's rule (with `dependencies={['fromCurrency']}`): a pair of one currency is no rate. The contract's
 * check says only "invalid value", and only once every other field is valid; this one says why, at once.
 */
export function differentCurrencyRule(t: TFunction): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      if (value && value === getFieldValue('fromCurrency')) throw new Error(t('exchangeRate.form.samePair'));
    },
  });
}
