export * from './financeDept.table.ts';
