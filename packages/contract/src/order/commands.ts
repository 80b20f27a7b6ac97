import { z } from 'zod';
import { declareCommand } from '../command.ts';
import { blacklistHit } from '../blacklist/blacklist.ts';
import { numberText } from './fields.ts';
import { listOrdersInput, statusCounts } from './list.ts';
import { createOrderInput, updateOrderInput } from './order.ts';
import { listOrdersOutput, orderDetail } from './view.ts';
import { ORDER_LIMITS, ORDER_FIELD_MAX } from './limits.ts';
import { ORDER_ACTIONS, type OrderAction } from './transitions.ts';
import type { OrderStatus } from './status.ts';

export const orderIdInput = z.object({ id: z.number().int().positive() });

/** The actions main/applyOrderAction applies; audit pass has its own command (it draws a waybill number). */
export const BULK_ORDER_ACTIONS = ORDER_ACTIONS.filter((a): a is Exclude<OrderAction, 'auditPass' | 'edit'> => a !== 'auditPass' && a !== 'edit');
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];

/** Actions that need a reason (1..200). */
export const REASON_ACTIONS: readonly OrderAction[] = ['cancel', 'auditFail'];

/** The function each action needs; the web shows a button only when the caller holds it. */
export const ACTION_FUNCTIONS = {
  submit: 'order.edit',
  auditPass: 'order.audit',
  auditFail: 'order.audit',
  revokeApproval: 'order.revoke',
  getLabel: 'order.operate',
  ship: 'order.operate',
  handOver: 'order.operate',
  dispatch: 'order.operate',
  checkOut: 'order.operate',
  sign: 'order.operate',
  complete: 'order.operate',
  delete: 'order.delete',
  cancel: 'order.cancel',
  restore: 'order.restore',
  edit: 'order.edit',
} as const satisfies Record<OrderAction, string>;

/** Tracking events of these actions are shown on the public tracking page. */
export const PUBLIC_ACTIONS: readonly OrderAction[] = ['ship', 'handOver', 'dispatch', 'checkOut', 'sign'];

const reasonText = z.string().trim().min(1).max(ORDER_FIELD_MAX.reason);

export const applyOrderActionInput = z
  .object({ ids: z.array(z.number().int().positive()).min(1).max(500), action: z.enum(BULK_ORDER_ACTIONS), reason: reasonText.optional() })
  .superRefine((input, ctx) => {
    if (REASON_ACTIONS.includes(input.action) && !input.reason) ctx.addIssue({ code: 'custom', path: ['reason'], params: { reason: 'required' } });
  });
export type ApplyOrderActionInput = z.infer<typeof applyOrderActionInput>;

export const auditPassInput = z.object({ id: z.number().int().positive(), waybillNo: numberText(ORDER_FIELD_MAX.waybillNo).optional() });
export const bulkAuditInput = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });

/** An autocomplete request (screens-protocol.md section 3); extra fields are accepted and ignored. */
export const comboBoxInput = z.looseObject({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
  keyword: z.string().trim().max(40).default(''),
});
/**
 * Channels: a cargo owner names the partner carrier whose channels it orders on. For an order form (purpose
 * 'order') only the enabled channels the customer's transport agreements allow; for a list filter every channel.
 */
export const channelComboBoxInput = comboBoxInput.extend({
  companyNo: z.string().trim().max(10).optional(),
  purpose: z.enum(['filter', 'order']).default('filter'),
  customerId: z.number().int().positive().optional(),
});

export const comboBoxItem = z.object({ value: z.union([z.string(), z.number()]), label: z.string(), extra: z.record(z.string(), z.string()).optional() });
export type ComboBoxItem = z.infer<typeof comboBoxItem>;
export const comboBoxOutput = z.object({ list: z.array(comboBoxItem), pageCount: z.number() });
export type ComboBoxOutput = z.infer<typeof comboBoxOutput>;

export const orderHistoryEntry = z.object({
  action: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  reason: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

/** What an all-or-nothing action refused: the first order that blocked it. */
export type OrderActionRefusal = { id: number; orderNo?: string; status?: OrderStatus };

export const ORDER_DATE_RANGE_DAYS = ORDER_LIMITS.dateRangeDays;

/** orderManagement: the order actions, each on all the orders given or on none. */
export const applyOrderAction = declareCommand({
  service: 'main', command: 'applyOrderAction', permission: 'order.view', input: applyOrderActionInput, output: z.object({ count: z.number() }),
  summary: 'Apply one action (submit, audit fail, revoke, operate steps, delete, cancel, restore) to all the orders or to none.',
});

export const auditPass = declareCommand({
  service: 'main', command: 'auditPass', permission: 'order.audit', input: auditPassInput, output: z.object({ id: z.number(), waybillNo: z.string() }),
  summary: "Pass an order's audit with the typed waybill number or one drawn from its channel's number segments.",
});

export const bulkAudit = declareCommand({
  service: 'main', command: 'bulkAudit', permission: 'order.audit', input: bulkAuditInput, output: z.object({ count: z.number(), waybillNos: z.array(z.string()) }),
  summary: 'Pass the audit of pending orders, all or none, one bulk audit at a time per company (40001).',
});

export const getOrderHistory = declareCommand({
  service: 'main', command: 'getOrderHistory', permission: 'order.view', input: orderIdInput, output: z.array(orderHistoryEntry),
  summary: "An order's history: each action with the fields it changed, the reason and who did it.",
});

/** The order forms' and filters' autocompletes. */
export const customerComboBox = declareCommand({
  service: 'main', command: 'customerComboBox', permission: 'order.view', input: comboBoxInput, output: comboBoxOutput,
  summary: "The company's usable customers whose code or name holds the keyword, 10 a page.",
});

export const transSortComBox = declareCommand({
  service: 'main', command: 'transSortComBox', permission: 'order.view', input: channelComboBoxInput, output: comboBoxOutput,
  summary: "Channels whose code or name holds the keyword: the caller's, or for a cargo owner those of the partner carrier named by companyNo; for an order form only the enabled ones the customer's agreements allow.",
});

export const partnerCarrierComboBox = declareCommand({
  service: 'main', command: 'partnerCarrierComboBox', permission: 'order.create', input: comboBoxInput, output: comboBoxOutput,
  summary: 'For a cargo owner: the carriers it cooperates with (an active partnership and a customer linked to it), by code or name.',
});

export const fbaWarehouseComboBox = declareCommand({
  service: 'main', command: 'fbaWarehouseComboBox', permission: 'session', input: comboBoxInput, output: comboBoxOutput,
  summary: 'Amazon fulfilment centres whose code holds the keyword, with the address that fills the receiver.',
});

/** orderManagement: an order's form and page. */
export const createOrder = declareCommand({
  service: 'main', command: 'createOrder', permission: 'order.create', input: createOrderInput, output: z.object({ id: z.number(), orderNo: z.string(), blacklistHits: z.array(blacklistHit) }),
  summary: 'Create an order of any kind; it waits for audit (or is held to be corrected by the blacklist, whose holds and warnings it answers). A cargo owner creates it for a partner carrier.',
});

export const getOrder = declareCommand({
  service: 'main', command: 'getOrder', permission: 'order.view', input: orderIdInput, output: orderDetail,
  summary: 'An order with its boxes, invoice lines, names, version and the actions the caller may take.',
});

export const updateOrder = declareCommand({
  service: 'main', command: 'updateOrder', permission: 'order.edit', input: updateOrderInput, output: z.object({ id: z.number(), version: z.number(), blacklistHits: z.array(blacklistHit) }),
  summary: 'Edit an order while its status allows it, at the version it was read at; the history lists each change.',
});

/** The order lists (receive, waybill, customer lists …) and their status tabs. */
export const listOrders = declareCommand({
  service: 'main', command: 'listOrders', permission: 'order.view', input: listOrdersInput, output: listOrdersOutput,
  summary: 'A page of orders with the totals of the whole filtered set (unless withTotals is false); a pasted list answers in its own order with what was missing.',
});

export const countOrdersByStatus = declareCommand({
  service: 'main', command: 'countOrdersByStatus', permission: 'order.view', input: listOrdersInput, output: statusCounts,
  summary: "How many orders each status tab holds under the list's filters (the status filter aside).",
});

export const orderDeclarations = [
  createOrder, getOrder, updateOrder, listOrders, countOrdersByStatus,
  applyOrderAction, auditPass, bulkAudit, getOrderHistory, customerComboBox, transSortComBox, partnerCarrierComboBox, fbaWarehouseComboBox,
];
