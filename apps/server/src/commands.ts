import type { CommandDef } from './envelope/command.ts';
import { accountCommands } from './modules/account/account.commands.ts';
import { companyCommands } from './modules/company/company.commands.ts';
import { languageCommands } from './modules/language/language.commands.ts';
import { positionCommands } from './modules/position/position.commands.ts';
import { passwordCommands } from './modules/password/password.commands.ts';
import { registrationCommands } from './modules/registration/registration.commands.ts';
import { sessionCommands } from './modules/session/session.commands.ts';
import { segmentCommands } from './modules/segment/segment.commands.ts';
import { trackingCommands } from './modules/tracking/tracking.commands.ts';
import { homeCommands } from './modules/home/home.commands.ts';
import { orderCommands } from './modules/order/order.commands.ts';
import { orderListCommands } from './modules/order/order.list.commands.ts';
import { orderActionCommands } from './modules/order/order.action.commands.ts';
import { orderComboCommands } from './modules/order/order.combo.commands.ts';
import { preferenceCommands } from './modules/preference/preference.commands.ts';
import { fileCommands } from './modules/file/file.commands.ts';
import { taskCommands } from './tasks/task.commands.ts';
import { orderExportCommands } from './modules/orderExport/orderExport.commands.ts';
import { orderImportCommands } from './modules/orderImport/orderImport.commands.ts';

/** Every command of the envelope; a module adds its list here. */
export const allCommands: CommandDef[] = [...accountCommands, ...companyCommands, ...positionCommands, ...languageCommands, ...registrationCommands, ...passwordCommands, ...sessionCommands, ...segmentCommands, ...trackingCommands, ...homeCommands, ...orderCommands, ...orderListCommands, ...orderActionCommands, ...orderComboCommands, ...preferenceCommands, ...fileCommands, ...taskCommands, ...orderExportCommands, ...orderImportCommands] as CommandDef[];
