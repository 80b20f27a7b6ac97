export { companyCommands } from './companySettings.commands.ts';
