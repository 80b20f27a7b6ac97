export * from './channel.ts';
export * from './destinations.ts';
export * from './commands.ts';
