export * from './customerOrderRule.ts';
export * from './commands.ts';
