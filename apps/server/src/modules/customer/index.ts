export * from './customer.table.ts';
export { customerRefusal } from './customer-usable.ts';
export { customerCommands } from './customer.commands.ts';
export { customerLoginCommands } from './customer.login.commands.ts';
