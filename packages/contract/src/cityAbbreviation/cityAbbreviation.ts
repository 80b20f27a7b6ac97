import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { countryCode } from '../order/fields.ts';

/** cityAbbreviation: the short city codes a carrier prints on labels, unique per company, country and code. */
export const CITY_ABBREVIATION_LIMITS = { cityMax: 40, codeMax: 10, remarksMax: 120 } as const;

const L = CITY_ABBREVIATION_LIMITS;
const idField = z.number().int().positive();

export const cityAbbreviationFields = {
  countryCode,
  cityName: z.string().trim().min(1).max(L.cityMax),
  cityNameEn: z.string().trim().max(L.cityMax).default(''),
  code: z.string().trim().toUpperCase().min(1).max(L.codeMax).regex(/^[A-Z0-9-]+$/),
  remarks: z.string().trim().max(L.remarksMax).default(''),
};

export const saveCityAbbreviationInput = z.object({ id: idField.optional(), ...cityAbbreviationFields });
export type SaveCityAbbreviationInput = z.infer<typeof saveCityAbbreviationInput>;

export const listCityAbbreviationsInput = z.object({
  ...pageQueryFields,
  /** Matches the code and both city names. */
  keyword: z.string().trim().max(40).default(''),
  countryCode: countryCode.optional(),
});
export type ListCityAbbreviationsInput = z.infer<typeof listCityAbbreviationsInput>;

export const cityAbbreviationView = z.object({
  id: z.number(),
  countryCode: z.string(),
  cityName: z.string(),
  cityNameEn: z.string(),
  code: z.string(),
  remarks: z.string(),
});
export type CityAbbreviationView = z.infer<typeof cityAbbreviationView>;

export const cityAbbreviationIdInput = z.object({ id: idField });
