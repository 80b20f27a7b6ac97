import { z } from 'zod';
import { ORDER_KINDS } from './enums.ts';
import { listCursors, pastedNumbersReport } from './list.ts';
import type { CreateOrderInput } from './order.ts';
import { ORDER_STATUSES, type OrderStatus } from './status.ts';
import type { OrderAction } from './transitions.ts';

/** One row of main/listOrders. */
export const orderListRow = z.object({
  id: z.number(), orderNo: z.string(), waybillNo: z.string().nullable(), kind: z.enum(ORDER_KINDS), status: z.enum(ORDER_STATUSES), version: z.number(),
  customerNo: z.string().nullable(), referenceNo1: z.string().nullable(), referenceNo2: z.string().nullable(), referenceNo3: z.string().nullable(),
  transferNo: z.string().nullable(), fbaNo: z.string().nullable(),
  customerName: z.string().nullable(), channelCode: z.string().nullable(), channelName: z.string().nullable(), channelNameEn: z.string().nullable(), country: z.string(),
  pieces: z.number(), weight: z.number(), declaredValue: z.number().nullable(), itemName: z.string(), receiverName: z.string(),
  createdAt: z.string(), auditedAt: z.string().nullable(),
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

/** The answer of main/getOrder: the order as entered, its state and the actions the caller may take now. */
export type OrderDetail = CreateOrderInput & {
  /** The carrier the order belongs to (a cargo owner's orders name it on their form). */
  carrierCompanyNo: string;
  id: number; orderNo: string; status: OrderStatus; version: number; country: string;
  ownerCompanyId: number | null; customerName: string; channelName: string;
  auditFailReason: string | null; cancelReason: string | null;
  createdAt: string; updatedAt: string; auditedAt: string | null;
  allowedActions: OrderAction[];
};
