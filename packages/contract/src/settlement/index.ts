export * from './dimensions.ts';
export * from './settlement.ts';
export * from './chart.ts';
export * from './export.ts';
export * from './commands.ts';
