/** Order enumerations of entities-rules.md 3.18, declared once for the database, zod, tags and i18n. */
export const PAYMENT_METHODS = ['PP', 'CC', 'TP', 'CA', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** On import the payment must be one of these (5.1). */
export const IMPORT_PAYMENT_METHODS = ['PP', 'CC', 'TP', 'CA'] as const;

export const PACKING_TYPES = ['WPX', 'DOC'] as const;
export type PackingType = (typeof PACKING_TYPES)[number];

export const CURRENCIES = ['RMB', 'USD', 'HKD', 'THB', 'TWD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The order kinds behind the creation screens of screens-protocol.md section 2. */
export const ORDER_KINDS = ['receive', 'hyreceive', 'send', 'proxy', 'create', 'fba', 'fbacommon', 'special'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const DELIVERY_TERMS = ['DDP', 'DDU', 'DAP', 'EXW', 'FOB', 'CIF'] as const;
export const TAX_PAYMENTS = ['sender', 'receiver', 'thirdParty'] as const;
export const DECLARE_TYPES = ['general', 'simplified', 'exportRebate'] as const;
export const CLEARANCE_METHODS = ['carrier', 'self', 'broker'] as const;

/** Goods types a carrier prices and handles differently (batteries, liquids and the like need their own channels). */
export const GOODS_TYPES = ['general', 'battery', 'liquid', 'powder', 'magnetic', 'cosmetics', 'food', 'documents'] as const;
