import { z } from 'zod';
import { goodsTypeCode } from '../baseData/baseData.ts';
import { CLEARANCE_METHODS, CURRENCIES, DECLARE_TYPES, DELIVERY_TERMS, ORDER_KINDS, PACKING_TYPES, PAYMENT_METHODS, TAX_PAYMENTS } from './enums.ts';
import { amountField, boxSchema, invoiceLineSchema, notifierSchema, numberText, optionalText, receiverSchema, senderSchema, weightField } from './fields.ts';
import { ORDER_FIELD_MAX as F, ORDER_LIMITS } from './limits.ts';
import { companyNoField } from '../auth/fields.ts';

const reason = (r: string) => ({ params: { reason: r } });

/** An order as entered on any creation screen (entities-rules.md 3.1 with the rules of 5.1 and 5.2). */
export const orderFieldsSchema = z.object({
  kind: z.enum(ORDER_KINDS),
  /** The carrier's customer; a cargo owner names the carrier instead and the carrier's customer for the owner is used. */
  customerId: z.number().int().positive().optional(),
  channelId: z.number().int().positive(),
  /** A cargo owner's order names the partner carrier it is for (CreateOrder); a carrier's own order, itself. */
  carrierCompanyNo: companyNoField.optional(),
  /** The carrier the goods are handed to next (outbound and proxy orders): never the order's own carrier. */
  partnerCompanyNo: companyNoField.optional(),
  warehouseCode: z.string().trim().max(20).optional(),
  waybillNo: numberText(F.waybillNo).optional(),
  subWaybillNos: z.array(numberText(F.waybillNo)).max(ORDER_LIMITS.piecesPerOrder).optional(),
  transferNo: numberText(F.transferNo).optional(),
  fbaNo: numberText(F.fbaNo).optional(),
  customerNo: numberText(F.customerNo, ORDER_LIMITS.customerNoMin).optional(),
  referenceNo1: numberText(F.referenceNo, ORDER_LIMITS.referenceMin).optional(),
  referenceNo2: numberText(F.referenceNo, ORDER_LIMITS.referenceMin).optional(),
  referenceNo3: numberText(F.referenceNo, ORDER_LIMITS.referenceMin).optional(),
  goodsType: goodsTypeCode,
  itemName: z.string().trim().min(1).max(F.itemName),
  pieces: z.number().int().min(1),
  weight: weightField,
  packingType: z.enum(PACKING_TYPES),
  declaredValue: amountField.optional(),
  declaredCurrency: z.enum(CURRENCIES).optional(),
  remarks: optionalText(F.remarks),
  declareType: z.enum(DECLARE_TYPES).optional(),
  clearanceMethod: z.enum(CLEARANCE_METHODS).optional(),
  taxPayment: z.enum(TAX_PAYMENTS).optional(),
  deliveryTerms: z.enum(DELIVERY_TERMS).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  codAmount: amountField.optional(),
  boxes: z.array(boxSchema).min(1).max(ORDER_LIMITS.piecesPerOrder),
  receiver: receiverSchema,
  sender: senderSchema,
  notifier: notifierSchema.optional(),
  invoiceLines: z.array(invoiceLineSchema).max(200).default([]),
});

type OrderFields = z.infer<typeof orderFieldsSchema>;

/** Rules across fields (5.1): pieces, boxes, payment and COD, reference numbers, FBA warehouse. */
export function checkOrderRules(order: OrderFields, ctx: z.RefinementCtx): void {
  if (order.pieces > ORDER_LIMITS.piecesPerOrder) ctx.addIssue({ code: 'custom', path: ['pieces'], ...reason('tooBig'), message: '40013' });
  const boxQuantity = order.boxes.reduce((sum, box) => sum + box.quantity, 0);
  if (boxQuantity !== order.pieces) ctx.addIssue({ code: 'custom', path: ['boxes'], ...reason('mismatch') });
  if (order.paymentMethod === 'COD' && !(order.codAmount && order.codAmount > 0)) ctx.addIssue({ code: 'custom', path: ['codAmount'], ...reason('required') });
  if (order.paymentMethod !== 'COD' && order.codAmount !== undefined) ctx.addIssue({ code: 'custom', path: ['codAmount'], ...reason('invalidValue') });
  const references = [order.referenceNo1, order.referenceNo2, order.referenceNo3];
  references.forEach((value, index) => {
    if (value && references.indexOf(value) !== index) ctx.addIssue({ code: 'custom', path: [`referenceNo${index + 1}`], ...reason('invalidValue') });
  });
  if ((order.kind === 'fba' || order.kind === 'fbacommon') && !order.warehouseCode) ctx.addIssue({ code: 'custom', path: ['warehouseCode'], ...reason('required') });
  if (order.kind === 'create' && !order.carrierCompanyNo) ctx.addIssue({ code: 'custom', path: ['carrierCompanyNo'], ...reason('required') });
  if (order.partnerCompanyNo && order.partnerCompanyNo.toUpperCase() === order.carrierCompanyNo?.toUpperCase()) ctx.addIssue({ code: 'custom', path: ['partnerCompanyNo'], ...reason('invalidValue') });
  if (!order.carrierCompanyNo && !order.customerId) ctx.addIssue({ code: 'custom', path: ['customerId'], ...reason('required') });
}

export const createOrderInput = orderFieldsSchema.superRefine(checkOrderRules);
export type CreateOrderInput = z.infer<typeof createOrderInput>;

/** An edit carries the version it was read at; a stale version is refused rather than overwritten. */
export const updateOrderInput = orderFieldsSchema.extend({ id: z.number().int().positive(), version: z.number().int().min(1) }).superRefine(checkOrderRules);
export type UpdateOrderInput = z.infer<typeof updateOrderInput>;
