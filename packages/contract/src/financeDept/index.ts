export * from './financeDept.ts';
export * from './commands.ts';
