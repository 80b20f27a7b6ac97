import { RESULT_CODES } from '../errors.ts';

/** Result codes of printing (entities-rules.md section 8), from the one catalogue. */
export const PRINT_RESULT_CODES = {
  /** Params: orderNo, symbology, field (or 'text' for a fixed value) and reason (the encoder's, such as badCharacter). */
  barcodeFailed: RESULT_CODES.barcodeFailed,
} as const;
