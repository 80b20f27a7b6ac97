export * from './channel.table.ts';
export { channelLabel, channelSnapshot } from './channel.audit.ts';
export { channelCommands } from './channel.commands.ts';
export { channelProblems, type OrderDestination } from './channel.order-checks.ts';
export { findChannel, toChannelView } from './channel.queries.ts';
