export * from './protocol.ts';
export * from './sign.ts';
export * from './commands.ts';
