import { ORDER_KINDS, type OrderKind } from '../order/enums.ts';

/**
 * The system fields an import column can map to. A key is the field's path in the order input with
 * array indexes left out (`boxes.length`, `invoiceLines.quantity`), so a validation issue's path leads
 * straight back to its column. Customer and channel are given by code and looked up (`customerId`).
 */
export const ORDER_FIELD_KEYS = [
  'customerCode', 'channelCode', 'carrierCompanyNo', 'partnerCompanyNo', 'warehouseCode', 'waybillNo', 'transferNo',
  'fbaNo', 'customerNo', 'referenceNo1', 'referenceNo2', 'referenceNo3', 'goodsType', 'itemName', 'pieces', 'weight',
  'packingType', 'declaredValue', 'declaredCurrency', 'remarks', 'declareType', 'clearanceMethod', 'taxPayment',
  'deliveryTerms', 'paymentMethod', 'codAmount',
] as const;
export const BOX_FIELD_KEYS = ['boxNo', 'boxSize', 'quantity', 'weight', 'length', 'width', 'height'] as const;
export const PARTY_FIELD_KEYS = [
  'name', 'company', 'phone', 'email', 'country', 'state', 'city', 'postcode', 'address1', 'address2', 'address3',
  'houseNo', 'taxNo', 'taxType', 'vatNo', 'eorNo',
] as const;
export const INVOICE_FIELD_KEYS = [
  'sku', 'descriptionCn', 'descriptionEn', 'quantity', 'unitPrice', 'unitWeight', 'totalWeight', 'currency', 'customsCode',
  'purpose', 'material', 'brand', 'specification', 'subNo', 'origin', 'unit', 'remarks',
] as const;

export type OrderFieldKey = (typeof ORDER_FIELD_KEYS)[number];
export type BoxFieldKey = (typeof BOX_FIELD_KEYS)[number];
export type PartyFieldKey = (typeof PARTY_FIELD_KEYS)[number];
export type InvoiceFieldKey = (typeof INVOICE_FIELD_KEYS)[number];
export type Party = 'receiver' | 'sender';

export type ImportFieldKey =
  | OrderFieldKey
  | `boxes.${BoxFieldKey}`
  | `${Party}.${PartyFieldKey}`
  | `invoiceLines.${InvoiceFieldKey}`;

export const IMPORT_FIELD_KEYS: readonly ImportFieldKey[] = [
  ...ORDER_FIELD_KEYS,
  ...BOX_FIELD_KEYS.map((key) => `boxes.${key}` as const),
  ...PARTY_FIELD_KEYS.map((key) => `receiver.${key}` as const),
  ...PARTY_FIELD_KEYS.map((key) => `sender.${key}` as const),
  ...INVOICE_FIELD_KEYS.map((key) => `invoiceLines.${key}` as const),
];

/**
 * Order fields only some kinds take, as their creation screens show them: a cargo owner names its carrier
 * instead of a customer, FBA kinds an Amazon warehouse, outbound and proxy orders the next carrier.
 */
export const KIND_ONLY_FIELDS: Partial<Record<OrderFieldKey, readonly OrderKind[]>> = {
  customerCode: ORDER_KINDS.filter((kind) => kind !== 'create'),
  carrierCompanyNo: ['create'],
  partnerCompanyNo: ['send', 'proxy'],
  warehouseCode: ['fba', 'fbacommon'],
  fbaNo: ['fba', 'fbacommon'],
  transferNo: ['send', 'proxy', 'special'],
};

/** The fields an orders sheet of this kind may hold: the kind's order fields, one box per row, both parties. */
export function orderSheetFieldsOf(kind: OrderKind): ImportFieldKey[] {
  return IMPORT_FIELD_KEYS.filter((field) => {
    if (field.startsWith('invoiceLines.')) return false;
    const kinds = KIND_ONLY_FIELDS[field as OrderFieldKey];
    return !kinds || kinds.includes(kind);
  });
}

/** An invoice lines sheet: the customer number that links each line to its order, and the line's fields. */
export const INVOICE_SHEET_FIELDS: readonly ImportFieldKey[] = ['customerNo', ...IMPORT_FIELD_KEYS.filter((field) => field.startsWith('invoiceLines.'))];

/** Fields given by code in a spreadsheet and by id in the order: the caller resolves them. */
export const LOOKUP_FIELDS = { customerCode: 'customerId', channelCode: 'channelId' } as const;

/** Fields that belong to one box (one row each) or one invoice line rather than to the order. */
export function fieldGroupOf(field: ImportFieldKey): 'order' | 'boxes' | 'invoiceLines' {
  if (field.startsWith('boxes.')) return 'boxes';
  if (field.startsWith('invoiceLines.')) return 'invoiceLines';
  return 'order';
}

/** Decimals a number field takes (the contract checks them in a refinement that JSON Schema cannot show). */
export const FIELD_DECIMALS: Partial<Record<ImportFieldKey, number>> = {
  weight: 3, 'boxes.weight': 3, 'invoiceLines.unitWeight': 3, 'invoiceLines.totalWeight': 3,
  declaredValue: 2, codAmount: 2, 'invoiceLines.unitPrice': 2,
};

/** The example row of a downloaded template: one order a clerk would really enter. */
export const FIELD_EXAMPLES: Partial<Record<ImportFieldKey, string | number>> = {
  customerCode: 'C0001', channelCode: 'HY-US-AIR', carrierCompanyNo: 'HYEXP', partnerCompanyNo: 'GLBX',
  warehouseCode: 'ONT8', fbaNo: 'FBA15K7Y9Z2Q', transferNo: 'TR20240301', customerNo: 'SO20240301001',
  referenceNo1: 'REF000001', goodsType: 'general', itemName: '手机壳 Phone cases', pieces: 2, weight: 3.5,
  packingType: 'WPX', declaredValue: 40, declaredCurrency: 'USD', remarks: '易碎 Fragile', deliveryTerms: 'DDP',
  paymentMethod: 'PP',
  'boxes.boxNo': 'B1', 'boxes.quantity': 2, 'boxes.weight': 3.5, 'boxes.length': 30, 'boxes.width': 20, 'boxes.height': 10,
  'receiver.name': 'John Smith', 'receiver.phone': '+1 555 0100', 'receiver.email': 'john@example.com',
  'receiver.country': 'US', 'receiver.state': 'CA', 'receiver.city': 'Los Angeles', 'receiver.postcode': '90001',
  'receiver.address1': '1 Main St',
  'sender.name': '李雷', 'sender.company': '星河跨境电商有限公司', 'sender.phone': '0755-26660001', 'sender.country': 'CN',
  'sender.state': '广东', 'sender.city': '深圳', 'sender.postcode': '518057', 'sender.address1': '南山区科技园南区 12 栋',
  'invoiceLines.descriptionCn': '手机壳', 'invoiceLines.descriptionEn': 'Phone case', 'invoiceLines.quantity': 20,
  'invoiceLines.unitPrice': 2, 'invoiceLines.unitWeight': 0.1, 'invoiceLines.currency': 'USD',
  'invoiceLines.customsCode': '3926909090', 'invoiceLines.material': 'Silicone', 'invoiceLines.origin': 'CN',
  'invoiceLines.unit': 'PCS',
};
