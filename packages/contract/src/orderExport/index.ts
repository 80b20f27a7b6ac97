export * from './columns.ts';
export * from './request.ts';
export * from './texts.ts';
export * from './commands.ts';
