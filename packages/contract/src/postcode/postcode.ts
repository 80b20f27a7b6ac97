import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { normalisePostcode } from '../channel/destinations.ts';
import { pageQueryFields } from '../envelope.ts';
import { COUNTRY_CODES } from '../order/countries.ts';
import { countryCode } from '../order/fields.ts';
import { COUNTRY_CODE_FORMAT, declareTable, tableTexts, TEXT_FORMAT } from '../tableImport/table.ts';

/** A city as orders, postcodes and remote areas compare it: accents dropped ("München" is "munchen"), case and runs of spaces ignored. */
export function cityKeyOf(city: string): string {
  return city.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export const POSTCODE_MAX = 20;
export const POSTCODE_CITY_MAX = 60;
export const POSTCODE_STATE_MAX = 60;
/** Rows one import file may bring: a large country's list (docs/reference-data.md). */
export const POSTCODE_IMPORT_MAX_ROWS = 200_000;

/**
 * Whether a postcode has its country's format (postcode-validator's per-country patterns); a country the package
 * has no pattern for takes any postcode.
 */
export function postcodeFitsCountry(postcode: string, country: string): boolean {
  return !postcodeValidatorExistsForCountry(country) || postcodeValidator(postcode, country);
}

const country = z.string().trim().toUpperCase().pipe(z.enum(COUNTRY_CODES));
const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

/** Field schemas one by one, so the form checks exactly what the command and the import check. */
export const postcodeFields = {
  country,
  postcode: requiredText(POSTCODE_MAX),
  city: requiredText(POSTCODE_CITY_MAX),
  state: optionalText(POSTCODE_STATE_MAX),
};

/** A postcode of the wrong format for its country is refused on the postcode. */
function checkPostcodeFormat(row: { country: string; postcode: string }, ctx: z.RefinementCtx): void {
  if (!postcodeFitsCountry(row.postcode, row.country)) ctx.addIssue({ code: 'custom', path: ['postcode'], params: { reason: 'invalidFormat' } });
}


/** Dataquery/zipcodeInformation as Excel sees it: one row per postcode of a country. */
export const postcodeTable = declareTable({
  name: 'postcode',
  title: tableTexts('邮编资料', '郵遞區號資料', 'Postcodes'),
  cells: postcodeFields,
  columns: [
    { key: 'country', header: tableTexts('国家(Country)', '國家(Country)', 'Country'), format: COUNTRY_CODE_FORMAT, example: 'US' },
    { key: 'postcode', header: tableTexts('邮编(Postcode)', '郵遞區號(Postcode)', 'Postcode'), format: tableTexts('该国的邮编格式', '該國的郵遞區號格式', "The country's postcode format"), example: '10001' },
    { key: 'city', header: tableTexts('城市(City)', '城市(City)', 'City'), format: TEXT_FORMAT, example: 'New York' },
    { key: 'state', header: tableTexts('州/省(State)', '州/省(State)', 'State'), format: TEXT_FORMAT, example: 'NY' },
  ],
  check: checkPostcodeFormat,
  keyOf: (row) => `${row.country} ${normalisePostcode(row.postcode)}`,
  keyColumns: ['country', 'postcode'],
  maxRows: POSTCODE_IMPORT_MAX_ROWS,
});

export type PostcodeRow = z.output<typeof postcodeTable.row>;

/** The list's filters: a country, the start of a postcode (as typed or normalised), part of a city. */
export const postcodeFilterFields = {
  country: z.enum(COUNTRY_CODES).optional(),
  postcodePrefix: z.string().trim().max(POSTCODE_MAX).optional(),
  city: z.string().trim().max(POSTCODE_CITY_MAX).optional(),
};
export const postcodeFilter = z.object(postcodeFilterFields);
export type PostcodeFilter = z.infer<typeof postcodeFilter>;

export const listPostcodesInput = z.object({ ...pageQueryFields, ...postcodeFilterFields });
export type ListPostcodesInput = z.infer<typeof listPostcodesInput>;

export const postcodeListRow = z.object({
  id: z.number(),
  country: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  updatedAt: z.string(),
});
export type PostcodeListRow = z.infer<typeof postcodeListRow>;

export const savePostcodeInput = z.object({ id: z.number().int().positive().optional(), ...postcodeFields }).superRefine(checkPostcodeFormat);
export type SavePostcodeInput = z.infer<typeof savePostcodeInput>;

export const postcodeIdInput = z.object({ id: z.number().int().positive() });

/**
 * The order form's lookup: what the company's data gives for a typed postcode of a country. The country is checked
 * as every order's is (countryCode), so the form sends what its country field (the server's table) holds.
 */
export const lookupPostcodeInput = z.object({ country: countryCode, postcode: z.string().trim().min(1).max(POSTCODE_MAX) });
/** At most this many places are offered for one postcode. */
export const POSTCODE_LOOKUP_MAX = 20;
export const lookupPostcodeOutput = z.object({
  /** Whether the company keeps postcodes of this country at all: without, nothing is checked. */
  countryKnown: z.boolean(),
  /** The typed postcode's place; when the data has no such postcode, the places of the postcodes starting with it (a choice). */
  places: z.array(z.object({ postcode: z.string(), city: z.string(), state: z.string() })),
});
export type LookupPostcodeOutput = z.infer<typeof lookupPostcodeOutput>;
