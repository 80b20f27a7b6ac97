export { financeDeptCommands } from './financeDept.commands.ts';
