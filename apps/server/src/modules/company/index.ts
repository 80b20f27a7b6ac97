export * from './company.table.ts';
export { companyCommands } from './company.commands.ts';
export { createCompany } from './company.service.ts';
