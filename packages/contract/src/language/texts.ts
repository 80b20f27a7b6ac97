import { z } from 'zod';
import { companyNoField } from '../auth/fields.ts';
import { LANGUAGES } from '../languages.ts';

export const LANGUAGE_KEY_MAX = 200;
export const LANGUAGE_VALUE_MAX = 2000;

/** An interface text's key as the web names it: "namespace.path", e.g. "menu.authority" or "hint.10021". */
export const languageKeyField = z
  .string()
  .trim()
  .max(LANGUAGE_KEY_MAX)
  .regex(/^[A-Za-z][\w-]*(\.[\w-]+)+$/);

/** A company's own wording of one interface text, applied over the shipped locale files. */
export const languageOverride = z.object({ locale: z.enum(LANGUAGES), key: z.string(), value: z.string(), updatedAt: z.string() });
export type LanguageOverride = z.infer<typeof languageOverride>;
export const getLanguageTextsOutput = z.object({ overrides: z.array(languageOverride) });
export type GetLanguageTextsOutput = z.infer<typeof getLanguageTextsOutput>;

/** Public: the signed-in caller's company, or the company named (the carrier login page before login). */
export const getLanguageTextsInput = z.object({ companyNo: companyNoField.optional() });

export const saveLanguageTextInput = z.object({
  locale: z.enum(LANGUAGES),
  key: languageKeyField,
  value: z.string().min(1).max(LANGUAGE_VALUE_MAX),
});
export type SaveLanguageTextInput = z.infer<typeof saveLanguageTextInput>;

export const resetLanguageTextInput = z.object({ locale: z.enum(LANGUAGES), key: languageKeyField });
