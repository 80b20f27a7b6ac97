/**
 * The result-code catalogue (entities-rules.md section 8 plus the HTTP-like codes of screens-protocol.md
 * section 8). Every non-zero result_code the server sends is listed here once; the web shows
 * `t('hint.<code>', params)` and a test checks that each code has a translation in every locale.
 */
export const RESULT_CODES = {
  ok: 0,
  badRequest: 400,
  unauthorised: 401,
  forbidden: 403,
  sessionInvalid: 404,
  methodNotAllowed: 405,
  timeout: 408,
  serverError: 500,
  notImplemented: 501,
  unavailable: 503,
  versionUnsupported: 505,
  wrongCredentials: 10001,
  duplicateWaybill: 10003,
  verificationCodeInvalid: 10004,
  accountRegistered: 10006,
  accountNotRegistered: 10007,
  noCompanyBound: 10015,
  noPermission: 10021,
  accountDisabled: 10030,
  customerStopped: 10039,
  customerDeleted: 10040,
  customerNotEnabled: 10041,
  userNotFound: 10044,
  employeeNotFound: 10045,
  employeeNotInPost: 10046,
  wrongPassword: 10047,
  samePassword: 10048,
  noLoginRight: 10049,
  wechatBound: 10052,
  numberMatchesSeveral: 10053,
  queryTooFast: 10058,
  duplicateGroupName: 10096,
  groupLimitReached: 10097,
  defaultGroupNameFixed: 10098,
  moveFailed: 10099,
  inviteCodeMissing: 10115,
  /** Not in the catalogue: a used code (also after its cooperation ended) and an abolished one say why they are refused. */
  inviteCodeUsed: 10116,
  inviteCodeAbolished: 10117,
  cooperationExists: 10226,
  upstreamError: 20018,
  /** A label's barcode cannot encode the order's value (illegal characters, a wrong EAN-13 check digit); names the order. */
  barcodeFailed: 20141,
  /** Params: count and waybillNos (the first ten) of the orders printed before; printing them again needs confirmation. */
  repeatPrint: 20161,
  duplicateSite: 20006,
  duplicateChannelCode: 20038,
  orderNotFound: 20157,
  noNumberSegment: 20164,
  numberSegmentUsedUp: 20166,
  tooManyPastedNumbers: 20227,
  orderExists: 20162,
  exportRunning: 20182,
  taskTerminated: 20183,
  taskInterrupted: 20186,
  importFileRefused: 20188,
  autoAuditFailed: 20189,
  importHeaderIncomplete: 20195,
  importRepeated: 20196,
  importSameOrderTwice: 20197,
  importEmptyRows: 20203,
  importTemplateMismatch: 20223,
  bulkAuditRunning: 40001,
  /** The receiver's city is not one the company's postcode data gives for the postcode (params: field). */
  postcodeCityMismatch: 40002,
  tooManyPieces: 40013,
  tooFast: 40003,
  exportTooLarge: 50000,
  importNeedsTwoSheets: 50058,
  importChannelRequired: 50062,
  tooManyWaitingImports: 50065,
  /** A prepaid or cash customer's available balance does not cover the order; params: orderNo, currency, available, price, shortfall. */
  insufficientBalance: 60001,
  /** Auditing the order would take a billed customer beyond its credit limit; params: orderNo, currency, creditLimit, exposure, shortfall. */
  creditLimitExceeded: 60002,
  /** The recharge was already confirmed or rejected; params: field, status. */
  rechargeAlreadyHandled: 60003,
  /** The entry was already reversed, or is itself a reversal; params: field, id. */
  entryNotReversible: 60004,
  /** The bill was already confirmed; params: field, status. */
  billAlreadyConfirmed: 60005,
  /** A write-off above what is still open of the bill in that currency; params: field, currency, open. */
  writeOffAboveOpen: 60006,
  /** A write-off of a bill not yet confirmed (unconfirmed or disputed); params: field, status. */
  billNotConfirmed: 60007,
  channelNoService: 101001,
  /** An order refused by a blacklist entry; params: field (the order field), subject and entry (the entry's value). */
  blacklisted: 101002,
  /** A scanned number that matches no order the caller may print; params: number. */
  noWaybillMatched: 202406,
  /** No print agent answers on the user's machine (raised by the web, never by the server). */
  printServiceUnreachable: 202407,
} as const;

export type ResultCodeName = keyof typeof RESULT_CODES;
export type ResultCode = (typeof RESULT_CODES)[ResultCodeName];
export const ERROR_CODE_VALUES = Object.values(RESULT_CODES).filter((code) => code !== 0) as ResultCode[];

/** Plain English messages the server puts in `message`; the web translates by code instead. */
export const DEFAULT_MESSAGES: Record<Exclude<ResultCode, 0>, string> = {
  400: 'Bad request',
  401: 'Unauthorised, please log in again',
  403: 'Access denied',
  404: 'Not logged in or the session has expired',
  405: 'Method not allowed',
  408: 'Request timed out',
  500: 'Server error',
  501: 'Unknown command',
  503: 'Service unavailable',
  505: 'Version not supported',
  10001: 'Wrong user name or password',
  10003: 'Duplicate waybill number',
  10004: 'Verification code wrong or expired',
  10006: 'Account already registered',
  10007: 'Account not registered',
  10015: 'No company bound',
  10021: 'No permission',
  10030: 'Account disabled',
  10039: 'Customer stopped',
  10040: 'Customer deleted',
  10041: 'Customer not enabled',
  10044: 'User not found',
  10045: 'Employee not found',
  10046: 'Employee is not in post',
  10047: 'Wrong password',
  10048: 'The new password must differ from the old one',
  10049: 'No login right',
  10052: 'WeChat already bound',
  10053: 'The number matches several orders',
  10058: 'Query too fast',
  10096: 'Duplicate group name',
  10097: 'Group limit reached',
  10098: 'The default group name cannot change',
  10099: 'Move failed',
  10115: 'Invite code missing',
  10116: 'The invite code has already been used',
  10117: 'The invite code has been abolished',
  10226: 'Cooperation exists',
  20018: 'Transport-management server error',
  20141: 'The barcode cannot be generated',
  20161: 'These orders have been printed before; print them again?',
  20006: 'Duplicate site',
  20038: 'Duplicate channel code',
  20157: 'Order not found',
  20164: 'The channel has no number segment',
  20166: "The channel's number segments are used up",
  20227: 'At most 5000 numbers may be pasted',
  20162: 'The order already exists, do not import it again',
  20182: 'Please wait for your current export to finish',
  20183: 'The task was ended',
  20186: 'The task was interrupted, please start it again',
  20188: 'The file cannot be imported',
  20189: 'Orders whose automatic audit failed are in the to-be-corrected list',
  20195: 'The header row is incomplete',
  20196: 'This file was already imported',
  20197: 'The same order appears twice in the file',
  20203: 'The file has empty rows',
  20223: 'The file does not match the template',
  40001: 'Another bulk audit is running, please try again later',
  40002: 'Check city and postcode',
  40013: 'At most 999 pieces per order',
  40003: 'Too fast, please try again later',
  50000: 'At most 100000 orders can be exported at once',
  50058: 'This template needs two sheets',
  50062: 'Choose a channel',
  50065: 'At most 5 imports may wait at once',
  60001: 'The available balance does not cover this order',
  60002: 'This order would exceed the credit limit',
  60003: 'This recharge has already been handled',
  60004: 'This entry cannot be reversed',
  60005: 'The bill was already confirmed',
  60006: 'The write-off is above what is still open on the bill',
  60007: 'The bill must be confirmed before it is written off',
  101001: 'The channel has no service to this destination',
  101002: 'Refused by the blacklist',
  202406: 'No waybill matched',
  202407: 'The print service is unreachable',
};

/**
 * Why a field was refused, sent with result_code 400 as {field, reason, ...}; translated as
 * `reason.<reason>` so the user reads "Account: at least 6 characters" in their language.
 */
export const FIELD_REASONS = [
  'required', 'invalidType', 'invalidFormat', 'tooShort', 'tooLong', 'tooSmall', 'tooBig', 'notJson',
  'unknownField', 'invalidValue', 'notFound', 'stale', 'mismatch', 'bodyTooLarge', 'signatureInvalid',
  'signatureExpired', 'nonceReused', 'duplicate', 'inUse', 'disabled', 'notAgreed', 'notAllowed', 'invalidCharacter',
  'notInteger', 'notPrintable', 'mixedChannels', 'expired', 'overlap', 'gap',
] as const;
export type FieldReason = (typeof FIELD_REASONS)[number];

/** A failure a command raises; the envelope turns it into {result_code, message, body}. */
export class CommandError extends Error {
  constructor(
    readonly code: Exclude<ResultCode, 0>,
    readonly params: Record<string, string | number> = {},
    message?: string,
  ) {
    super(message ?? DEFAULT_MESSAGES[code]);
  }
}

/** A refused field: result_code 400 naming the field and why. */
export function fieldError(field: string, reason: FieldReason, extra: Record<string, string | number> = {}): CommandError {
  return new CommandError(400, { field, reason, ...extra }, `Invalid field ${field}: ${reason}`);
}
