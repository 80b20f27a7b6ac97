export * from './invite.ts';
export * from './commands.ts';
