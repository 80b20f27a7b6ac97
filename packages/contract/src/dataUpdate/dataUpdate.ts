import { z } from 'zod';

/**
 * Data-update functions a company switches (entities-rules.md 4.2): each turns a check of orders against a data set
 * on or off, at order entry and in order import alike. Both are on until switched off.
 */
export const DATA_SWITCHES = [
  /** The 40002 check: a receiver's city must agree with the city the company's postcode data gives its postcode. */
  'postcodeCheck',
  /** The blacklist check: orders matching an entry are refused, held or warned as its action says. */
  'blacklistCheck',
] as const;
export type DataSwitch = (typeof DATA_SWITCHES)[number];

export const dataSwitches = z.object({ postcodeCheck: z.boolean(), blacklistCheck: z.boolean() });
export type DataSwitches = z.infer<typeof dataSwitches>;

/** The data sets of issue 15 a company keeps, in the order the screen lists them; each key is its menu's. */
export const DATA_SETS = ['postcode', 'destination', 'cityAbbreviation', 'remoteArea', 'blacklist', 'subject', 'skuLibrary', 'englishNameRule', 'baseData'] as const;
export type DataSet = (typeof DATA_SETS)[number];

/** Who last changed something (a data set's rows or the switches) and when; null when nothing was ever logged. */
const lastChange = {
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
};

export const dataSetView = z.object({ key: z.enum(DATA_SETS), rows: z.number(), ...lastChange });
export type DataSetView = z.infer<typeof dataSetView>;

export const dataUpdateView = z.object({
  dataSets: z.array(dataSetView),
  switches: dataSwitches,
  switchesChange: z.object(lastChange),
});
export type DataUpdateView = z.infer<typeof dataUpdateView>;
