import { FUNCTION_KEYS, MENU_IDS, type FunctionKey } from './permissions.ts';

/** Position kinds of entities-rules.md section 6. */
export const POSITION_KINDS = ['management', 'ordinary'] as const;
export type PositionKind = (typeof POSITION_KINDS)[number];

type RoleDefaults = { kind: PositionKind; menus: readonly string[]; functions: readonly FunctionKey[] };

const ALL: RoleDefaults = { kind: 'management', menus: MENU_IDS, functions: FUNCTION_KEYS };
const SELF_SERVICE = ['9', '9_1', '9_2', '10', '10_1'] as const;
const ORDER_MENUS = ['1', '1_1', '1_2', '1_3', '1_4', '1_5', '1_6', '1_7', '1_8', '1_9', '1_10', '1_11', '1_12', '1_13', '1_14', '1_15', '1_17'] as const;
/** Enters, follows and labels orders: creates, edits, tracks, prints; audits and cancellations are the managers'. */
const ORDER_CLERK: RoleDefaults = {
  kind: 'ordinary',
  menus: [...SELF_SERVICE, ...ORDER_MENUS, '1_18', '9_6'],
  functions: ['order.view', 'order.create', 'order.edit', 'order.delete', 'order.print', 'order.scanPrint', 'tracking.view', 'tracking.add', 'address.view', 'address.edit'],
};
/** Partners, invitation codes (carriers) and the address book. */
const PARTNER_MENUS = ['11', '11_1', '11_2', '9_6'] as const;
/** Channels, transport agreements, customer order rules and query limits. */
const CHANNEL_MENUS = ['8_7', '8_8', '8_9', '8_10'] as const;
/** Reference data (issue 15): destinations, airports, city abbreviations, blacklists, postcodes, remote areas, subjects. */
const DATA_QUERY_MENUS = ['12', '12_1', '12_2', '12_3', '12_4', '12_5', '12_6', '12_7', '12_8', '12_9'] as const;
/** Prices (docs/prices.md): the rate cards, the price levels and the staff's price query. */
const PRICE_MENUS = ['13', '13_1', '13_2', '13_3'] as const;
/** Data update (systemManagent/dataUpdate): the data sets' state and the switches of the checks they drive. */
const DATA_UPDATE_MENUS = ['9_9'] as const;
/** Money (docs/finance.md): the cash accounts and the recharges. */
const CASH_MENUS = ['8', '8_11', '13', '13_7'] as const;
/** Bills (docs/finance.md, "Bills"): the list and the lines, under the finance menu (13) CASH_MENUS opens. */
const BILL_MENUS = ['13_5', '13_6'] as const;
/** Dunning (docs/finance.md, "Dunning"): the carrier's rules and the reminders they sent. */
const DUNNING_MENUS = ['13_9'] as const;
/** Settlement details (docs/finance.md): receivables and receipts per group, beside the financial data's overview (9_11). */
const SETTLEMENT_MENUS = ['13_8'] as const;
/** Reads every finance page: platform finance, the reconciler, payables and receivables. */
const FINANCE_READER: RoleDefaults = {
  kind: 'ordinary',
  // customer.view opens the customer list (8_5): the finance pages name customers, and a reader may look them up.
  menus: [...SELF_SERVICE, ...CASH_MENUS, ...BILL_MENUS, ...DUNNING_MENUS, ...SETTLEMENT_MENUS, '8_5', '8_12', '13_1', '13_2', '9_11'],
  functions: ['cash.view', 'recharge.view', 'bill.view', 'dunning.view', 'settlement.view', 'rateCard.view', 'priceLevel.view', 'exchangeRate.view', 'customer.view', 'financeDept.view'],
};
const TRACKER: RoleDefaults = { kind: 'ordinary', menus: [...SELF_SERVICE, '1', '1_2', '1_14'], functions: ['order.view', 'tracking.view', 'tracking.add'] };
const MANAGER: RoleDefaults = {
  kind: 'management',
  menus: [...SELF_SERVICE, ...ORDER_MENUS, '1_18', '1_16', '1_16_1', '1_16_2', '8', '8_1', '8_2', '8_3', '8_4', '8_5', '8_6', ...CHANNEL_MENUS, '8_12', '9_4', '9_5', '9_7', '9_8', '9_10', '9_11', ...PARTNER_MENUS, ...DATA_QUERY_MENUS, ...DATA_UPDATE_MENUS, ...PRICE_MENUS],
  functions: [
    'position.view', 'company.settings.view', 'order.view', 'order.create', 'order.edit', 'order.audit', 'order.revoke', 'order.operate',
    'order.cancel', 'order.delete', 'order.restore', 'order.print', 'order.scanPrint', 'printLog.view', 'tracking.view', 'tracking.add', 'segment.view', 'segment.edit', 'auditLog.view',
    'customer.view', 'customer.edit', 'customerGroup.view', 'customerGroup.edit', 'importTemplate.view', 'importTemplate.edit', 'printTemplate.view', 'printTemplate.edit',
    'site.view', 'staff.view', 'partner.view', 'partner.edit', 'invite.view', 'invite.edit', 'address.view', 'address.edit',
    'channel.view', 'transAgreement.view', 'orderRule.view', 'queryLimits.view', 'destination.view', 'airport.view', 'cityAbbreviation.view', 'englishNameRule.view',
    'blacklist.view', 'blacklistRule.view', 'postcode.view', 'remoteArea.view', 'subject.view', 'dataUpdate.view', 'sku.view', 'baseData.view', 'exchangeRate.view',
    'rateCard.view', 'priceLevel.view', 'price.query', 'financeDept.view',
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
  /**
   * Hires and moves people: staff records, their logins and positions; reads the sites they work at. Only the pages
   * of these functions: no order, customer, channel or settings page it could open but not use.
   */
  personnelAdministrationHead: {
    kind: 'management',
    menus: [...SELF_SERVICE, '8', '8_1', '8_3', '8_4', '9_5', ...PARTNER_MENUS],
    functions: ['position.view', 'position.edit', 'auditLog.view', 'staff.view', 'staff.edit', 'site.view', 'partner.view', 'invite.view', 'address.view', 'address.edit'],
  },
  /** Runs the head office and branches, so keeps the site tree, and sets up the channels and what customers may send on them. */
  operationsManager: { ...MANAGER, functions: [...MANAGER.functions, 'site.edit', 'channel.edit', 'transAgreement.edit', 'orderRule.edit', 'queryLimits.edit', 'destination.edit', 'cityAbbreviation.edit', 'blacklist.edit', 'blacklistRule.edit', 'postcode.edit', 'remoteArea.edit', 'subject.edit', 'dataUpdate.edit', 'sku.edit', 'englishNameRule.edit', 'baseData.edit'] },
  /** Agrees with customers which channels they use and what their orders must meet. */
  customerServiceManager: { ...MANAGER, functions: [...MANAGER.functions, 'transAgreement.edit', 'orderRule.edit', 'subject.edit', 'sku.edit'] },
  /** Keeps the money the others read: the exchange rates, the rate cards at cost and selling, the customers' price levels and the finance departments. */
  financeManager: {
    ...MANAGER,
    menus: [...MANAGER.menus, '8_11', '13_5', '13_6', '13_7', ...DUNNING_MENUS, ...SETTLEMENT_MENUS],
    functions: [
      ...MANAGER.functions, 'exchangeRate.edit', 'rateCard.edit', 'rateCard.cost', 'priceLevel.edit', 'cash.view', 'cash.adjust', 'recharge.view', 'recharge.record', 'recharge.confirm',
      'financeDept.edit', 'bill.view', 'bill.generate', 'bill.confirm', 'bill.writeOff', 'dunning.view', 'dunning.edit', 'settlement.view',
    ],
  },
  platformFinance: FINANCE_READER,
  /** Takes the money in: records transfers for customers and confirms or rejects them. */
  cashier: { ...FINANCE_READER, functions: [...FINANCE_READER.functions, 'recharge.record', 'recharge.confirm'] },
  /** Goes through bills with the customers: confirms them for the customer and writes them off against receipts. */
  reconciler: { ...FINANCE_READER, functions: [...FINANCE_READER.functions, 'bill.confirm', 'bill.writeOff'] },
  /** Bills the customers, books what they pay and sets how the overdue ones are reminded. */
  payablesReceivablesFinance: { ...FINANCE_READER, functions: [...FINANCE_READER.functions, 'bill.generate', 'bill.writeOff', 'dunning.edit'] },
  operator: ORDER_CLERK,
  documentationClerk: ORDER_CLERK,
  customerServiceBeforePort: TRACKER,
  customerServiceAfterPort: TRACKER,
  /** A cargo owner's main user: orders, and the carriers it works with (entering their invite codes). */
  vipCustomer: {
    ...ORDER_CLERK,
    // Scan-to-print is the carrier's warehouse screen.
    menus: [...ORDER_CLERK.menus.filter((menu) => menu !== '1_18'), '11', '11_1', ...CASH_MENUS, ...BILL_MENUS, '13_4'],
    functions: [
      'order.view', 'order.create', 'order.edit', 'order.delete', 'tracking.view', 'address.view', 'address.edit', 'partner.view', 'partner.edit', 'price.queryOwn',
      'cash.view', 'recharge.view', 'recharge.record', 'bill.view', 'bill.confirm',
    ],
  },
  /** Salespeople look after their customers (the customer list and its form), quote them prices and bring cargo owners in with invite codes. */
  salesperson: {
    ...TRACKER,
    menus: [...TRACKER.menus, '8', '8_5', '8_8', '11', '11_1', '11_2', '13', '13_3'],
    functions: [...TRACKER.functions, 'customer.view', 'customer.edit', 'transAgreement.view', 'partner.view', 'invite.view', 'invite.edit', 'price.query'],
  },
} as const satisfies Record<string, RoleDefaults>;

export type RoleKey = keyof typeof DEFAULT_ROLES;
export const ROLE_KEYS = Object.keys(DEFAULT_ROLES) as RoleKey[];
