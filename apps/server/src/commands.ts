import type { CommandDef } from './envelope/command.ts';
import { accountCommands } from './modules/account/account.commands.ts';
import { companyCommands } from './modules/company/company.commands.ts';

/** Every command of the envelope; a module adds its list here. */
export const allCommands: CommandDef[] = [...accountCommands, ...companyCommands] as CommandDef[];
