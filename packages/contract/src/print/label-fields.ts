import { z } from 'zod';
import { INVOICE_FIELD_KEYS, PARTY_FIELD_KEYS } from '../excel/import-fields.ts';
import type { LabelOrder } from './label-order.ts';

/** The order's own values a label may show, each a field of `labelOrder` (the compiler holds them to it). */
const ORDER_VALUE_FIELDS = [
  'orderNo', 'kind', 'waybillNo', 'transferNo', 'fbaNo', 'customerNo', 'referenceNo1', 'referenceNo2', 'referenceNo3',
  'carrierCompanyNo', 'partnerCompanyNo', 'customerName', 'channelCode', 'channelName', 'country', 'warehouseCode',
  'goodsType', 'itemName', 'pieces', 'weight', 'packingType', 'declaredValue', 'declaredCurrency', 'remarks',
  'declareType', 'clearanceMethod', 'taxPayment', 'deliveryTerms', 'paymentMethod', 'codAmount', 'receiverCityCode',
] as const satisfies readonly (keyof LabelOrder)[];

/**
 * Values made from several fields: the reference numbers together, the declared value with its currency, a party's
 * address as one block, the invoice's total value per currency and its quantity.
 */
const COMBINED_FIELDS = [
  'referenceNos', 'declaredValueWithCurrency', 'receiver.address', 'sender.address', 'invoice.totalValue', 'invoice.totalQuantity',
] as const;

/** One piece's values, on a layout printed a page per piece: its number, "n/N", and its sub-waybill number. */
export const PIECE_FIELDS = ['piece.no', 'piece.ofPieces', 'piece.subWaybillNo'] as const;

/**
 * Every field a label element may show or encode (entities-rules.md 3.1, as the order stores it), declared once:
 * the order's values, the receiver's and sender's (the import catalogue's party fields), combined values and the
 * piece's. A layout naming any other field is refused.
 */
export const LABEL_FIELDS = [
  ...ORDER_VALUE_FIELDS,
  ...PARTY_FIELD_KEYS.map((key) => `receiver.${key}` as const),
  ...PARTY_FIELD_KEYS.map((key) => `sender.${key}` as const),
  ...COMBINED_FIELDS,
  ...PIECE_FIELDS,
] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];
export type PieceField = (typeof PIECE_FIELDS)[number];

/** An invoice table's columns: the invoice line's fields, its number and its value (quantity × unit price). */
export const INVOICE_COLUMNS = ['lineNo', ...INVOICE_FIELD_KEYS, 'lineValue'] as const;
export type InvoiceColumn = (typeof INVOICE_COLUMNS)[number];

/** A field that is not in the catalogue is 'notFound'; a missing one 'required'. */
const notFound = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'notFound');
export const labelField = z.enum(LABEL_FIELDS, { error: notFound });
export const invoiceColumn = z.enum(INVOICE_COLUMNS, { error: notFound });

export function isPieceField(field: LabelField): field is PieceField {
  return (PIECE_FIELDS as readonly string[]).includes(field);
}
