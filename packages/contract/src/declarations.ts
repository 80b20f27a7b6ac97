import type { CommandDeclaration } from './command.ts';
import { customerDeclarations } from './customer/commands.ts';

/** Every declared command: the server implements each one, the catalogue and OpenAPI document list them. */
export const allDeclarations: readonly CommandDeclaration[] = [...customerDeclarations];
