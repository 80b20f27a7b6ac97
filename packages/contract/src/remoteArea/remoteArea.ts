import { z } from 'zod';
import { isPostcodeRule } from '../channel/destinations.ts';
import { cityKeyOf } from '../postcode/postcode.ts';
import { pageQueryFields } from '../envelope.ts';
import { countryCode } from '../order/fields.ts';
import { COUNTRY_CODE_FORMAT, declareTable, tableTexts, TEXT_FORMAT } from '../tableImport/table.ts';

/**
 * Remote areas (Dataquery/remotedata): the postcodes, postcode ranges or cities of a country that a carrier's
 * channel (or all its channels) treats as remote, with the surcharge class pricing will charge. The classes, from
 * the lesser surcharge to the greater: an order in both is marked with the greater.
 */
export const REMOTE_CLASSES = ['remote', 'extendedRemote'] as const;
export type RemoteClass = (typeof REMOTE_CLASSES)[number];

export const REMOTE_AREA_LIMITS = { ruleMax: 21, cityMax: 60, remarksMax: 120, channelCodeMax: 40 } as const;
/** Rows one import file may bring: a carrier's whole list of a large country's remote postcodes. */
export const REMOTE_AREA_IMPORT_MAX_ROWS = 100_000;

const L = REMOTE_AREA_LIMITS;
const idField = z.number().int().positive();

/**
 * A postcode rule as channel destinations write it (a prefix "90", "SW1", or a range of prefixes of one length
 * "100-199"), upper case; spaces are dropped so a full postcode typed as "SW1A 1AA" reads as its rule.
 */
export const remoteAreaRule = z.string().trim().max(L.ruleMax + 10).transform((rule) => rule.toUpperCase().replace(/\s+/g, ''))
  .pipe(z.string().max(L.ruleMax).refine(isPostcodeRule, { params: { reason: 'invalidFormat' } }));

/** A rule's bounds as the match compares them: a prefix is a range from itself to itself. */
export function ruleBounds(rule: string): { from: string; to: string } {
  const [from = '', to = from] = rule.split('-');
  return { from, to };
}

const optionalRule = z.preprocess((value) => (value === '' || value === null ? undefined : value), remoteAreaRule.optional());
const optionalCity = z.preprocess((value) => (value === '' || value === null ? undefined : value), z.string().trim().min(1).max(L.cityMax).optional());

/** The fields of a remote area, the channel aside (an id on the form, a code in Excel). */
export const remoteAreaFields = {
  country: countryCode,
  postcode: optionalRule,
  city: optionalCity,
  remoteClass: z.enum(REMOTE_CLASSES),
  remarks: z.string().trim().max(L.remarksMax).default(''),
};

/** A remote area is a postcode rule or a city, never both nor neither: named on the postcode. */
function checkOnePlace(row: { postcode?: string; city?: string }, ctx: z.RefinementCtx): void {
  if (Boolean(row.postcode) === Boolean(row.city)) ctx.addIssue({ code: 'custom', path: ['postcode'], params: { reason: row.postcode ? 'invalidValue' : 'required' } });
}

export const saveRemoteAreaInput = z.object({
  id: idField.optional(),
  /** Absent or null: every channel of the carrier. */
  channelId: idField.nullish(),
  ...remoteAreaFields,
}).superRefine(checkOnePlace);
export type SaveRemoteAreaInput = z.infer<typeof saveRemoteAreaInput>;

/** The list's filters, which an export applies too. */
export const remoteAreaFilterFields = {
  /** A channel's id, or 0 for the rows of every channel. */
  channelId: z.number().int().min(0).optional(),
  country: countryCode.optional(),
  remoteClass: z.enum(REMOTE_CLASSES).optional(),
  /** Matches the start of a postcode rule (normalised) or part of a city. */
  place: z.string().trim().max(L.cityMax).default(''),
};
export const remoteAreaFilter = z.object(remoteAreaFilterFields);
export type RemoteAreaFilter = z.infer<typeof remoteAreaFilter>;
export const listRemoteAreasInput = z.object({ ...pageQueryFields, ...remoteAreaFilterFields });
export type ListRemoteAreasInput = z.infer<typeof listRemoteAreasInput>;

export const remoteAreaView = z.object({
  id: z.number(),
  channelId: z.number().nullable(),
  channelCode: z.string().nullable(),
  country: z.string(),
  postcode: z.string(),
  city: z.string(),
  remoteClass: z.enum(REMOTE_CLASSES),
  remarks: z.string(),
  updatedAt: z.string(),
});
export type RemoteAreaView = z.infer<typeof remoteAreaView>;

export const remoteAreaIdInput = z.object({ id: idField });


/** remotedata as Excel sees it: one row per postcode rule or city, known by its channel, country and place. */
export const remoteAreaTable = declareTable({
  name: 'remoteArea',
  title: tableTexts('偏远地区', '偏遠地區', 'Remote areas'),
  cells: {
    channelCode: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().toUpperCase().max(L.channelCodeMax).default('')),
    ...remoteAreaFields,
    remoteClass: z.string().trim().pipe(z.enum(REMOTE_CLASSES)),
  },
  columns: [
    { key: 'channelCode', header: tableTexts('渠道代码(Channel)', '渠道代碼(Channel)', 'Channel code'), format: tableTexts('空白:所有渠道', '空白:所有渠道', 'Empty: every channel'), example: '' },
    { key: 'country', header: tableTexts('国家(Country)', '國家(Country)', 'Country'), format: COUNTRY_CODE_FORMAT, example: 'US' },
    { key: 'postcode', header: tableTexts('邮编或范围(Postcode)', '郵遞區號或範圍(Postcode)', 'Postcode or range'), format: tableTexts('前缀如 99 或同长度范围如 995-999;与城市二选一', '前綴如 99 或同長度範圍如 995-999;與城市二選一', 'A prefix such as 99 or a range of one length such as 995-999; or a city'), example: '995-999' },
    { key: 'city', header: tableTexts('城市(City)', '城市(City)', 'City'), format: tableTexts('文本;与邮编二选一', '文字;與郵遞區號二選一', 'Text; or a postcode'), example: '' },
    { key: 'remoteClass', header: tableTexts('偏远类别(Class)', '偏遠類別(Class)', 'Class'), format: tableTexts('remote 偏远 或 extendedRemote 超偏远', 'remote 偏遠 或 extendedRemote 超偏遠', 'remote or extendedRemote'), example: 'remote' },
    { key: 'remarks', header: tableTexts('备注(Remarks)', '備註(Remarks)', 'Remarks'), format: TEXT_FORMAT, example: '' },
  ],
  check: checkOnePlace,
  keyOf: (row) => remoteAreaKeyOf(row.channelCode, row.country, row.postcode, row.city),
  keyColumns: ['channelCode', 'country', 'postcode', 'city'],
  maxRows: REMOTE_AREA_IMPORT_MAX_ROWS,
});
export type RemoteAreaImportRow = z.output<typeof remoteAreaTable.row>;

/** The natural key of a row, as the unique index compares it: channel code ('' for all), country, then the rule or "city:" and the city. */
export function remoteAreaKeyOf(channelCode: string, country: string, postcode: string | undefined, city: string | undefined): string {
  return [channelCode, country, postcode ?? `city:${cityKeyOf(city ?? '')}`].join('\t');
}
