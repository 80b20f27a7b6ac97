import type { OrderKind } from './enums.ts';
import type { CreateOrderInput } from './order.ts';
import type { ListCursors, PastedNumbersReport } from './list.ts';
import type { OrderStatus } from './status.ts';
import type { OrderAction } from './transitions.ts';

/** One row of main/listOrders. */
export type OrderListRow = {
  id: number; orderNo: string; waybillNo: string | null; kind: OrderKind; status: OrderStatus; version: number;
  customerNo: string | null; referenceNo1: string | null; referenceNo2: string | null; referenceNo3: string | null; transferNo: string | null; fbaNo: string | null;
  customerName: string | null; channelCode: string | null; channelName: string | null; channelNameEn: string | null; country: string;
  pieces: number; weight: number; declaredValue: number | null; itemName: string; receiverName: string;
  createdAt: string; auditedAt: string | null;
};

/** Sums of the whole filtered set; declared values per currency (orders without a declared value count in none). */
export type OrderListTotals = { pieces: number; weight: number; declaredValues: Record<string, number> };

/** The answer of main/listOrders: a page, with the total and the footer of the whole filtered set unless withTotals was false, and the page's cursors when asked (withCursors). */
export type ListOrdersOutput = { list: OrderListRow[]; total?: number; footer?: OrderListTotals; pasted?: PastedNumbersReport; cursors?: ListCursors };

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
