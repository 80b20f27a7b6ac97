import type { CommandDef } from './envelope/command.ts';
import { accountCommands } from './modules/account/account.commands.ts';

/** Every command of the envelope; a module adds its list here. */
export const allCommands: CommandDef[] = [...accountCommands] as CommandDef[];
