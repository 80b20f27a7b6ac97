export * from './partner.ts';
export * from './commands.ts';
