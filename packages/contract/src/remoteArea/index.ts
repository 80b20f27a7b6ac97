export * from './remoteArea.ts';
export * from './commands.ts';
