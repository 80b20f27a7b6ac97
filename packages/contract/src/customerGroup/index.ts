export * from './customerGroup.ts';
export * from './commands.ts';
