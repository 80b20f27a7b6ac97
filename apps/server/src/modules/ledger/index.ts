export * from './ledger.table.ts';
export { postEntries, postEntry, rebuildBalances, type NewLedgerEntry, type PostedEntry } from './posting.ts';
export { findMoneyCustomer, findPartnerCustomer, moneyCustomersWhere } from './account-scope.ts';
export { cashCommands } from './cash.commands.ts';
export { refuseUnlessStaff } from './cash-writes.ts';
export { chargeBilledOrders, settleOrders, type SettledCharge, type SettleOptions } from './order-settlement.ts';
export { creditRefusals, lockAccounts, ORDER_CHARGE_KINDS, type AccountKey, type CreditDemand } from './credit.ts';
