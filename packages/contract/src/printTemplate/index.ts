export * from './printTemplate.ts';
export * from './customerPrintRule.ts';
export * from './commands.ts';
export * from './built-in-layouts.ts';
