/** Customer statuses, settlement types and attributes of entities-rules.md 3.18 (every text's values). */
export const CUSTOMER_STATUSES = ['normal', 'stopped', 'suspended'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const SETTLEMENT_TYPES = ['weekly', 'monthly', 'cash', 'perTicket', 'prepaid', 'paidByProxy', 'daily', 'halfMonth', 'internal', 'other'] as const;
export type SettlementType = (typeof SETTLEMENT_TYPES)[number];

/** "association" is also called walk-in in other texts. */
export const CUSTOMER_ATTRIBUTES = ['peer', 'direct', 'association'] as const;
export type CustomerAttribute = (typeof CUSTOMER_ATTRIBUTES)[number];

/** Limits of entities-rules.md 5.4 and section 9. */
export const CUSTOMER_LIMITS = {
  codeMin: 3,
  codeMax: 40,
  nameMax: 40,
  phoneMax: 40,
  companyNameMax: 90,
  addressMax: 90,
  regionMax: 40,
  quotationMax: 90,
  commonMax: 4,
} as const;
