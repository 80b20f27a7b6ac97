export * from './channel.ts';
export * from './destinations.ts';
