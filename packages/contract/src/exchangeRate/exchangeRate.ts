import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { CURRENCIES } from '../order/enums.ts';
import { declareTable, tableTexts } from '../tableImport/table.ts';

/**
 * systemManagent/financialData: the exchange rates finance enters, per currency pair and the day from which each is
 * in force; a total shown in another currency is converted at the rate in force on its day.
 */
export const EXCHANGE_RATE_LIMITS = { integerDigits: 10, decimals: 8, importMaxRows: 20_000 } as const;

const L = EXCHANGE_RATE_LIMITS;
const RATE_TEXT = new RegExp(`^\\d{1,${L.integerDigits}}(\\.\\d{1,${L.decimals}})?$`);
const idField = z.number().int().positive();
const currency = z.string().trim().toUpperCase().pipe(z.enum(CURRENCIES));

/**
 * A rate as exact decimal text ("7.1234"): money is never a float. A spreadsheet's number cell is taken as its text;
 * at most 10 digits before the point and 8 after, above 0.
 */
export const rateText = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().trim().regex(RATE_TEXT).refine((text) => /[1-9]/.test(text), { params: { reason: 'tooSmall' } }),
);

/** The decimal text without the zeros a numeric column pads it with ("7.12340000" is 7.1234). */
export const plainRate = (text: string): string => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

export const exchangeRateFields = {
  fromCurrency: currency,
  toCurrency: currency,
  /** The first day the rate is in force; it stays so until the pair's next rate. */
  effectiveDate: z.iso.date(),
  rate: rateText,
};

/** A pair of one currency is no rate. */
const checkPair = (row: { fromCurrency: string; toCurrency: string }, ctx: z.RefinementCtx) => {
  if (row.fromCurrency === row.toCurrency) ctx.addIssue({ code: 'custom', path: ['toCurrency'], params: { reason: 'invalidValue' } });
};

export const saveExchangeRateInput = z.object({ id: idField.optional(), ...exchangeRateFields }).superRefine(checkPair);
export type SaveExchangeRateInput = z.output<typeof saveExchangeRateInput>;

/** The list's filters, which an export applies too. */
export const exchangeRateFilterFields = {
  /** Rates of which this currency is either side. */
  currency: currency.optional(),
};
export const exchangeRateFilter = z.object(exchangeRateFilterFields);
export type ExchangeRateFilter = z.infer<typeof exchangeRateFilter>;
export const listExchangeRatesInput = z.object({ ...pageQueryFields, ...exchangeRateFilterFields });
export type ListExchangeRatesInput = z.infer<typeof listExchangeRatesInput>;

export const exchangeRateView = z.object({
  id: z.number(),
  fromCurrency: z.string(),
  toCurrency: z.string(),
  effectiveDate: z.string(),
  rate: z.string(),
  updatedAt: z.string(),
});
export type ExchangeRateView = z.infer<typeof exchangeRateView>;

export const exchangeRateIdInput = z.object({ id: idField });

/** An amount converted at the rate in force on a day: directly, or by the inverse of the reverse pair's rate. */
export const convertAmountInput = z.object({ fromCurrency: currency, toCurrency: currency, day: z.iso.date(), amount: rateText }).superRefine(checkPair);
export const convertAmountOutput = z.object({
  /** The converted amount, exact decimal text rounded half up to 2 decimals. */
  amount: z.string(),
  /** The rate used (from → to), and the rate row it comes from: its pair and first day. */
  rate: z.string(),
  source: exchangeRateView.pick({ fromCurrency: true, toCurrency: true, effectiveDate: true, rate: true }),
});
export type ConvertAmountOutput = z.infer<typeof convertAmountOutput>;

const CURRENCY_FORMAT = tableTexts(CURRENCIES.join(' '), CURRENCIES.join(' '), CURRENCIES.join(' '));

/** financialData as Excel sees it: one row per pair and first day. */
export const exchangeRateTable = declareTable({
  name: 'exchangeRate',
  title: tableTexts('汇率', '匯率', 'Exchange rates'),
  cells: exchangeRateFields,
  columns: [
    { key: 'fromCurrency', header: tableTexts('原币(From)', '原幣(From)', 'From currency'), format: CURRENCY_FORMAT, example: 'USD' },
    { key: 'toCurrency', header: tableTexts('目标币(To)', '目標幣(To)', 'To currency'), format: CURRENCY_FORMAT, example: 'RMB' },
    { key: 'effectiveDate', header: tableTexts('生效日期(From day)', '生效日期(From day)', 'In force from'), format: tableTexts('日期 YYYY-MM-DD', '日期 YYYY-MM-DD', 'Date YYYY-MM-DD'), example: '2026-11-27' },
    { key: 'rate', header: tableTexts('汇率(Rate)', '匯率(Rate)', 'Rate'), format: tableTexts('1 原币兑换的目标币,最多8位小数', '1 原幣兌換的目標幣,最多8位小數', 'To-currency per 1 from-currency, at most 8 decimals'), example: '7.1234' },
  ],
  check: checkPair,
  keyOf: (row) => `${row.fromCurrency}\t${row.toCurrency}\t${row.effectiveDate}`,
  keyColumns: ['fromCurrency', 'toCurrency', 'effectiveDate'],
  maxRows: L.importMaxRows,
});
export type ExchangeRateImportRow = z.output<typeof exchangeRateTable.row>;
