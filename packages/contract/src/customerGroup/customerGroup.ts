import { z } from 'zod';

/** Customer groups (entities-rules.md 3.7, 5.7): names unique in the company, a default group, a limit. */
export const CUSTOMER_GROUP_LIMITS = {
  nameMax: 40,
  /** Groups a company may hold, the default one included (docs/decisions.md). */
  groupsMax: 50,
  /** Customers one move may carry. */
  moveMax: 500,
} as const;

/** The default group's stored name; the interface shows it translated, and it never changes (10098). */
export const DEFAULT_GROUP_NAME = 'default';

/**
 * The published commands a group may grant its customers' logins ("service/command"): what a customer
 * does with its own orders and its own money. A customer's login calls a command needing a function only when its group
 * grants it; commands needing just a session (menu, profile, password) stay open to it.
 */
export const GROUP_GRANTABLE_COMMANDS = [
  'main/createOrder',
  'main/updateOrder',
  'main/getOrder',
  'main/getOrderHistory',
  'main/listOrders',
  'main/countOrdersByStatus',
  'main/applyOrderAction',
  'main/queryTracking',
  'main/transSortComBox',
  // Its own money (docs/finance.md): its balances and their entries, its recharges and recording a transfer.
  'main/listCashAccounts',
  'main/getCashAccount',
  'main/listLedgerEntries',
  'pay/listRecharges',
  'pay/recordRecharge',
  // Its own bills: reading them and their lines, exporting them, agreeing or disputing them.
  'main/listBills',
  'main/getBill',
  'main/listBillLines',
  'main/exportBillLines',
  'main/confirmBill',
  'main/disputeBill',
] as const;
export type GroupCommand = (typeof GROUP_GRANTABLE_COMMANDS)[number];

/** What a new group, and every company's default group, starts with: all but the order actions. */
export const GROUP_DEFAULT_COMMANDS: readonly GroupCommand[] = GROUP_GRANTABLE_COMMANDS.filter((command) => command !== 'main/applyOrderAction');

export const groupCommands = z.array(z.enum(GROUP_GRANTABLE_COMMANDS));

export const customerGroupView = z.object({ id: z.number(), name: z.string(), isDefault: z.boolean(), customerCount: z.number(), apiCommands: groupCommands });
export type CustomerGroupView = z.infer<typeof customerGroupView>;

const idField = z.number().int().positive();

export const customerGroupNameField = z.string().trim().min(1).max(CUSTOMER_GROUP_LIMITS.nameMax);

/** New group (no id) or rename; the default group keeps its name. */
export const saveCustomerGroupInput = z.object({ id: idField.optional(), name: customerGroupNameField });
export type SaveCustomerGroupInput = z.infer<typeof saveCustomerGroupInput>;

export const customerGroupIdInput = z.object({ id: idField });

/** Replaces the API commands a group grants. */
export const saveGroupCommandsInput = z.object({
  groupId: idField,
  commands: z.array(z.enum(GROUP_GRANTABLE_COMMANDS)).max(GROUP_GRANTABLE_COMMANDS.length),
});
export type SaveGroupCommandsInput = z.infer<typeof saveGroupCommandsInput>;

/** Moves customers into a group, all or none. */
export const moveCustomersInput = z.object({
  customerIds: z.array(idField).min(1).max(CUSTOMER_GROUP_LIMITS.moveMax),
  groupId: idField,
});
export type MoveCustomersInput = z.infer<typeof moveCustomersInput>;
