export * from './englishNameRule.ts';
export * from './commands.ts';
