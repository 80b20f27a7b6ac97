import { FUNCTION_KEYS, MENU_IDS, type FunctionKey } from './permissions.ts';

/** Position kinds of entities-rules.md section 6. */
export const POSITION_KINDS = ['management', 'ordinary'] as const;
export type PositionKind = (typeof POSITION_KINDS)[number];

type RoleDefaults = { kind: PositionKind; menus: readonly string[]; functions: readonly FunctionKey[] };

const ALL: RoleDefaults = { kind: 'management', menus: MENU_IDS, functions: FUNCTION_KEYS };
const SELF_SERVICE = ['9', '9_1', '9_2', '10', '10_1'] as const;
const ORDINARY: RoleDefaults = { kind: 'ordinary', menus: SELF_SERVICE, functions: [] };
const MANAGER: RoleDefaults = { kind: 'management', menus: [...SELF_SERVICE, '8', '8_1', '9_4'], functions: ['position.view', 'company.settings.view'] };

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
  operator: ORDINARY,
  documentationClerk: ORDINARY,
  customerServiceBeforePort: ORDINARY,
  customerServiceAfterPort: ORDINARY,
  vipCustomer: ORDINARY,
  salesperson: ORDINARY,
} as const satisfies Record<string, RoleDefaults>;

export type RoleKey = keyof typeof DEFAULT_ROLES;
export const ROLE_KEYS = Object.keys(DEFAULT_ROLES) as RoleKey[];
