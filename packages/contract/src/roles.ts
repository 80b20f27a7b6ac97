import { FUNCTION_KEYS, MENU_IDS, type FunctionKey } from './permissions.ts';

/** Position kinds of entities-rules.md section 6. */
export const POSITION_KINDS = ['management', 'ordinary'] as const;
export type PositionKind = (typeof POSITION_KINDS)[number];

type RoleDefaults = { kind: PositionKind; menus: readonly string[]; functions: readonly FunctionKey[] };

const ALL: RoleDefaults = { kind: 'management', menus: MENU_IDS, functions: FUNCTION_KEYS };
const SELF_SERVICE = ['9', '9_1', '9_2', '10', '10_1'] as const;
const ORDINARY: RoleDefaults = { kind: 'ordinary', menus: SELF_SERVICE, functions: [] };
const ORDER_MENUS = ['1', '1_1', '1_2', '1_3', '1_4', '1_5', '1_6', '1_7', '1_8', '1_9', '1_10', '1_11', '1_12', '1_13', '1_14', '1_15'] as const;
/** Enters and follows orders: creates, edits, tracks; audits and cancellations are the managers'. */
const ORDER_CLERK: RoleDefaults = {
  kind: 'ordinary',
  menus: [...SELF_SERVICE, ...ORDER_MENUS],
  functions: ['order.view', 'order.create', 'order.edit', 'order.delete', 'tracking.view', 'tracking.add'],
};
const TRACKER: RoleDefaults = { kind: 'ordinary', menus: [...SELF_SERVICE, '1', '1_2', '1_14'], functions: ['order.view', 'tracking.view', 'tracking.add'] };
const MANAGER: RoleDefaults = {
  kind: 'management',
  menus: [...SELF_SERVICE, ...ORDER_MENUS, '8', '8_1', '8_2', '9_4'],
  functions: [
    'position.view', 'company.settings.view', 'order.view', 'order.create', 'order.edit', 'order.audit', 'order.revoke', 'order.operate',
    'order.cancel', 'order.delete', 'order.restore', 'tracking.view', 'tracking.add', 'segment.view', 'segment.edit',
  ],
};

/**
 * The named roles of entities-rules.md section 6, created as default positions in every new company.
 * "Restore default" puts a position's rights back to these.
 */
export const DEFAULT_ROLES = {
  administrator: ALL,
  generalManager: ALL,
  platformAdministrator: ALL,
  personnelAdministrationHead: { ...MANAGER, functions: ['position.view', 'position.edit'] },
  operationsManager: MANAGER,
  customerServiceManager: MANAGER,
  financeManager: MANAGER,
  platformFinance: ORDINARY,
  cashier: ORDINARY,
  reconciler: ORDINARY,
  payablesReceivablesFinance: ORDINARY,
  operator: ORDER_CLERK,
  documentationClerk: ORDER_CLERK,
  customerServiceBeforePort: TRACKER,
  customerServiceAfterPort: TRACKER,
  vipCustomer: { ...ORDER_CLERK, functions: ['order.view', 'order.create', 'order.edit', 'order.delete', 'tracking.view'] },
  salesperson: TRACKER,
} as const satisfies Record<string, RoleDefaults>;

export type RoleKey = keyof typeof DEFAULT_ROLES;
export const ROLE_KEYS = Object.keys(DEFAULT_ROLES) as RoleKey[];
