export * from './customer.table.ts';
export { customerCallRefusal } from './customer-call-refusal.ts';
export { customerRefusal } from './customer-usable.ts';
export { customerCommands } from './customer.commands.ts';
export { findCustomer } from './customer.queries.ts';
export { customerLoginCommands } from './customer.login.commands.ts';
