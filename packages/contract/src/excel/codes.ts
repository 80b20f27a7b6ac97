import { RESULT_CODES, type FieldReason } from '../errors.ts';

/** Result codes of Excel import (entities-rules.md section 8), from the one catalogue. */
export const EXCEL_RESULT_CODES = {
  importFileRefused: RESULT_CODES.importFileRefused,
  importHeaderIncomplete: RESULT_CODES.importHeaderIncomplete,
  importSameOrderTwice: RESULT_CODES.importSameOrderTwice,
  importEmptyRows: RESULT_CODES.importEmptyRows,
  importTemplateMismatch: RESULT_CODES.importTemplateMismatch,
  importNeedsTwoSheets: RESULT_CODES.importNeedsTwoSheets,
  importChannelRequired: RESULT_CODES.importChannelRequired,
} as const;

/** Why a whole file is refused; each reason has one code and one text per language. */
export const FILE_REASONS = [
  'tooLarge', 'notXlsx', 'legacyOrEncrypted', 'corrupt', 'tooManyEntries', 'uncompressedTooLarge', 'compressionRatio',
  'xmlDoctype', 'xmlEncoding', 'tooManyCells', 'rangeTooLarge', 'cellOutOfRange', 'tooManyStrings', 'textTooLong', 'headerIncomplete', 'duplicateHeader', 'unknownHeader', 'mergedHeader',
  'templateMismatch', 'emptyRows', 'noRows', 'needsTwoSheets', 'channelRequired', 'tooManyRows',
] as const;
export type FileReason = (typeof FILE_REASONS)[number];

const C = EXCEL_RESULT_CODES;
export const FILE_REASON_CODES = {
  tooLarge: C.importFileRefused,
  notXlsx: C.importFileRefused,
  legacyOrEncrypted: C.importFileRefused,
  corrupt: C.importFileRefused,
  tooManyEntries: C.importFileRefused,
  uncompressedTooLarge: C.importFileRefused,
  compressionRatio: C.importFileRefused,
  xmlDoctype: C.importFileRefused,
  xmlEncoding: C.importFileRefused,
  tooManyCells: C.importFileRefused,
  rangeTooLarge: C.importFileRefused,
  cellOutOfRange: C.importFileRefused,
  tooManyStrings: C.importFileRefused,
  textTooLong: C.importFileRefused,
  headerIncomplete: C.importHeaderIncomplete,
  duplicateHeader: C.importTemplateMismatch,
  unknownHeader: C.importTemplateMismatch,
  mergedHeader: C.importTemplateMismatch,
  templateMismatch: C.importTemplateMismatch,
  emptyRows: C.importEmptyRows,
  noRows: C.importEmptyRows,
  needsTwoSheets: C.importNeedsTwoSheets,
  channelRequired: C.importChannelRequired,
  /** More rows than a reference table takes from one file (params: max). */
  tooManyRows: C.importFileRefused,
} as const satisfies Record<FileReason, number>;

/** Why a row is refused: the field reasons a form shows, plus what only a spreadsheet can get wrong. */
export const ROW_REASONS = [
  'required', 'invalidType', 'invalidFormat', 'tooShort', 'tooLong', 'tooSmall', 'notAbove', 'tooBig', 'invalidValue', 'mismatch',
  'notFound', 'formulaWithoutResult', 'errorValue', 'orphanInvoiceLine', 'differsFromFirstRow', 'sameOrderTwice',
  'channelRequired', 'tooManyPieces', 'orderExists', 'waybillTaken', 'referenceTaken', 'numberRepeated', 'wrongCarrier',
  'sameAsCarrier', 'channelDisabled', 'channelNoService', 'notAgreed', 'ruleTooBig', 'currencyNotAllowed', 'countryNotAllowed',
  'notInteger', 'keyRepeated', 'keyExists', 'cityPostcodeMismatch', 'blacklisted',
  'refusedWord', 'overlap', 'gap', 'duplicate', 'zoneNotInZones', 'zoneNotInRates',
] as const;
export type RowReason = (typeof ROW_REASONS)[number];

/**
 * The 50001-50081 range names row errors (the rate card workbook's from 50082); 50058 and 50062 keep the meanings the catalogue gives them, and an order
 * or waybill number already in the database and a destination the channel does not serve the codes createOrder
 * answers (20162, 10003, 101001).
 */
export const ROW_REASON_CODES = {
  required: 50001,
  invalidType: 50002,
  invalidFormat: 50003,
  tooShort: 50004,
  tooLong: 50005,
  tooSmall: 50006,
  notAbove: 50015,
  tooBig: 50007,
  invalidValue: 50008,
  mismatch: 50009,
  notFound: 50010,
  formulaWithoutResult: 50011,
  errorValue: 50012,
  orphanInvoiceLine: 50013,
  differsFromFirstRow: 50014,
  sameOrderTwice: C.importSameOrderTwice,
  channelRequired: C.importChannelRequired,
  tooManyPieces: 40013,
  orderExists: RESULT_CODES.orderExists,
  waybillTaken: RESULT_CODES.duplicateWaybill,
  referenceTaken: 50016,
  /** A waybill or reference number that an earlier order of the same file gives. */
  numberRepeated: 50017,
  /** The carrier column of a cargo owner's order names another carrier than the one the orders go to. */
  wrongCarrier: 50018,
  /** The handover carrier is the order's own carrier. */
  sameAsCarrier: 50019,
  /** The order's channel is disabled (createOrder: channelId disabled). */
  channelDisabled: 50020,
  /** The channel does not serve the receiver's country or postcode, as createOrder answers it. */
  channelNoService: RESULT_CODES.channelNoService,
  /** The customer's transport agreements do not list the channel (createOrder: channelId notAgreed). */
  notAgreed: 50021,
  /** Above the limit a customer order rule sets (createOrder: tooBig with the rule's max). */
  ruleTooBig: 50022,
  /** A declared currency other than the one a customer order rule sets (createOrder: declaredCurrency notAllowed). */
  currencyNotAllowed: 50023,
  /** A receiver country a customer order rule leaves out (createOrder: receiver.country notAllowed). */
  countryNotAllowed: 50024,
  /** A number with decimals where a whole one is asked (pieces 1.5), not "must be a number". */
  notInteger: 50025,
  /** A reference table's row whose natural key an earlier row of the same file gives (params: row). */
  keyRepeated: 50026,
  /** A reference table's row whose natural key the company's table holds already. */
  keyExists: 50027,
  /** The receiver's city is not one the company's postcode data gives for the postcode (createOrder: 40002). */
  cityPostcodeMismatch: RESULT_CODES.postcodeCityMismatch,
  /** A value a blacklist entry refuses (createOrder: 101002); params: value (the entry). */
  blacklisted: RESULT_CODES.blacklisted,
  /** An English name holding a word the company's English name rules refuse; params: word. */
  refusedWord: 50028,
  /** A rate card's weight break starting below the end of the one before (params: value, the start). */
  overlap: 50082,
  /** A rate card's weight break starting above the end of the one before, or the first not at 0. */
  gap: 50083,
  /** A zone code, or a zone's country, postcode rule or city, given twice in a rate card's workbook. */
  duplicate: 50084,
  /** A zone code heading a Rates column that the Zones sheet does not list (params: value). */
  zoneNotInZones: 50085,
  /** A zone of the Zones sheet without a column on the Rates sheet (params: value). */
  zoneNotInRates: 50086,
} as const satisfies Record<RowReason, number>;

/** A form's field reason as a row reason; the ones a row cannot produce read as an invalid value. */
export function rowReasonOf(reason: FieldReason): RowReason {
  return (ROW_REASONS as readonly string[]).includes(reason) ? (reason as RowReason) : 'invalidValue';
}
