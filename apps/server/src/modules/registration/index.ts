export { registrationCommands } from './registration.commands.ts';
export { createCompany } from './create-company.ts';
