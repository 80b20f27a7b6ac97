import { z } from 'zod';
import { REMOTE_CLASSES } from '../remoteArea/remoteArea.ts';
import { ORDER_KINDS } from './enums.ts';
import { listCursors, pastedNumbersReport } from './list.ts';
import { ORDER_STATUSES } from './status.ts';
import { ORDER_ACTIONS } from './transitions.ts';

/** One row of main/listOrders. */
export const orderListRow = z.object({
  id: z.number(), orderNo: z.string(), waybillNo: z.string().nullable(), kind: z.enum(ORDER_KINDS), status: z.enum(ORDER_STATUSES), version: z.number(),
  customerNo: z.string().nullable(), referenceNo1: z.string().nullable(), referenceNo2: z.string().nullable(), referenceNo3: z.string().nullable(),
  transferNo: z.string().nullable(), fbaNo: z.string().nullable(),
  customerName: z.string().nullable(), channelCode: z.string().nullable(), channelName: z.string().nullable(), channelNameEn: z.string().nullable(), country: z.string(),
  pieces: z.number(), weight: z.number(), declaredValue: z.number().nullable(), itemName: z.string(), receiverName: z.string(),
  createdAt: z.string(), auditedAt: z.string().nullable(),
  /** The remote-area class the receiver's place had when the order was last saved (docs/reference-data.md). */
  remoteClass: z.enum(REMOTE_CLASSES).nullable(),
});
export type OrderListRow = z.infer<typeof orderListRow>;

/** Sums of the whole filtered set; declared values per currency (orders without a declared value count in none). */
export const orderListTotals = z.object({ pieces: z.number(), weight: z.number(), declaredValues: z.record(z.string(), z.number()) });
export type OrderListTotals = z.infer<typeof orderListTotals>;

/** The answer of main/listOrders: a page, with the total and the footer of the whole filtered set unless withTotals was false, and the page's cursors when asked (withCursors). */
export const listOrdersOutput = z.object({
  list: z.array(orderListRow), total: z.number().optional(), footer: orderListTotals.optional(), pasted: pastedNumbersReport.optional(), cursors: listCursors.optional(),
});
export type ListOrdersOutput = z.infer<typeof listOrdersOutput>;

/** A receiver, sender or notifier as an order stores it: the name and the other fields that were entered. */
export const orderParty = z.object({
  name: z.string(), company: z.string().optional(), phone: z.string().optional(), email: z.string().optional(),
  country: z.string().optional(), state: z.string().optional(), province: z.string().optional(), city: z.string().optional(), postcode: z.string().optional(),
  address1: z.string().optional(), address2: z.string().optional(), address3: z.string().optional(), houseNo: z.string().optional(),
  taxNo: z.string().optional(), taxType: z.string().optional(), vatNo: z.string().optional(), eorNo: z.string().optional(), iossNo: z.string().optional(),
});
export type OrderParty = z.infer<typeof orderParty>;

/** One box of an order as stored; a box without a size code has none. */
export const orderBox = z.object({
  boxNo: z.string(), boxSize: z.string().optional(), quantity: z.number(), weight: z.number(), length: z.number(), width: z.number(), height: z.number(),
});
export type OrderBox = z.infer<typeof orderBox>;

/** One invoice line of an order as it was entered (fields left empty are absent). */
export const orderInvoiceLine = z.object({
  sku: z.string().optional(), descriptionCn: z.string(), descriptionEn: z.string(), quantity: z.number(), unitPrice: z.number(),
  unitWeight: z.number().optional(), totalWeight: z.number().optional(), currency: z.string(),
  customsCode: z.string().optional(), purpose: z.string().optional(), material: z.string().optional(), brand: z.string().optional(),
  specification: z.string().optional(), subNo: z.string().optional(), origin: z.string().optional(), unit: z.string().optional(), remarks: z.string().optional(),
});
export type OrderInvoiceLine = z.infer<typeof orderInvoiceLine>;

/**
 * The answer of main/getOrder: the order as stored (a field not entered is null; the coded fields other than kind
 * and status are the stored text), its boxes and invoice lines, the names the form shows, its state and the
 * actions the caller may take now.
 */
export const orderDetail = z.object({
  id: z.number(), companyId: z.number(), ownerCompanyId: z.number().nullable(), kind: z.enum(ORDER_KINDS), status: z.enum(ORDER_STATUSES), version: z.number(),
  orderNo: z.string(), waybillNo: z.string().nullable(), subWaybillNos: z.array(z.string()), transferNo: z.string().nullable(),
  /** The carrier the goods are handed to next (outbound and proxy orders). */
  partnerCompanyNo: z.string().nullable(),
  fbaNo: z.string().nullable(), customerNo: z.string().nullable(),
  referenceNo1: z.string().nullable(), referenceNo2: z.string().nullable(), referenceNo3: z.string().nullable(),
  customerId: z.number(), channelId: z.number(), country: z.string(), warehouseCode: z.string().nullable(),
  goodsType: z.string(), itemName: z.string(), pieces: z.number(), weight: z.number(), packingType: z.string(),
  declaredValue: z.number().nullable(), declaredCurrency: z.string().nullable(), remarks: z.string().nullable(),
  declareType: z.string().nullable(), clearanceMethod: z.string().nullable(), taxPayment: z.string().nullable(), deliveryTerms: z.string().nullable(),
  paymentMethod: z.string(), codAmount: z.number().nullable(),
  receiver: orderParty, sender: orderParty, notifier: orderParty.nullable(),
  auditFailReason: z.string().nullable(), cancelReason: z.string().nullable(),
  createdBy: z.number().nullable(), createdAt: z.string(), updatedAt: z.string(), auditedAt: z.string().nullable(), auditedBy: z.number().nullable(),
  boxes: z.array(orderBox), invoiceLines: z.array(orderInvoiceLine),
  /** The carrier the order belongs to (a cargo owner's orders name it on their form). */
  carrierCompanyNo: z.string(),
  customerName: z.string(), channelName: z.string(),
  /** The remote-area class of the receiver's place when the order was last saved, or null. */
  remoteClass: z.enum(REMOTE_CLASSES).nullable(),
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderDetail = z.infer<typeof orderDetail>;
