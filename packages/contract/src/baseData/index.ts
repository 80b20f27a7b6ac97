export * from './builtIn.ts';
export * from './baseData.ts';
export * from './commands.ts';
