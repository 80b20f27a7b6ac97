export * from './address.table.ts';
export { addressCommands } from './address.commands.ts';
export { loggedAddress } from './address.rules.ts';
export { seedAddresses } from './address.seed.ts';
