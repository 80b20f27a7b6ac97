import type { CommandDef } from './envelope/command.ts';
import { accountCommands } from './modules/account/account.commands.ts';
import { companyCommands } from './modules/company/company.commands.ts';
import { languageCommands } from './modules/language/language.commands.ts';
import { positionCommands } from './modules/position/position.commands.ts';
import { passwordCommands } from './modules/password/password.commands.ts';
import { registrationCommands } from './modules/registration/registration.commands.ts';
import { sessionCommands } from './modules/session/session.commands.ts';

/** Every command of the envelope; a module adds its list here. */
export const allCommands: CommandDef[] = [...accountCommands, ...companyCommands, ...positionCommands, ...languageCommands, ...registrationCommands, ...passwordCommands, ...sessionCommands] as CommandDef[];
