export * from './financeDept.table.ts';
export { holdFinanceDept, type FinanceDeptRef } from './financeDept.hold.ts';
