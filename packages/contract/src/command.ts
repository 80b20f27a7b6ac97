import { z } from 'zod';
import { DEFAULT_VERSION, type Service } from './envelope.ts';
import type { Permission } from './permissions.ts';

/**
 * One command of the envelope, declared once: the server implements it, the web calls it, and the
 * catalogue and the OpenAPI document are generated from it. Output schemas are plain (no transforms or
 * defaults), so what the server returns and what the web receives have the same type.
 */
export type CommandDeclaration<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, P extends Permission = Permission> = {
  readonly service: Service;
  readonly command: string;
  readonly version: string;
  /** 'public', any valid 'session', or the function key the caller's position must grant as usable. */
  readonly permission: P;
  readonly summary: string;
  readonly input: I;
  readonly output: O;
};

export function declareCommand<I extends z.ZodType, O extends z.ZodType, const P extends Permission>(
  declaration: Omit<CommandDeclaration<I, O, P>, 'version'> & { version?: string },
): CommandDeclaration<I, O, P> {
  return { ...declaration, version: declaration.version ?? DEFAULT_VERSION };
}

/** What the caller sends (defaults may be left out). */
export type CommandInput<D extends CommandDeclaration> = z.input<D['input']>;
/** What the handler receives once the input is parsed. */
export type ParsedInput<D extends CommandDeclaration> = z.output<D['input']>;
export type CommandOutput<D extends CommandDeclaration> = z.output<D['output']>;

/** A command that takes no body. */
export const emptyInput = z.object({});
/** A command that answers an empty object. */
export const emptyOutput = z.object({});

/**
 * The answer of a command that sends a file's bytes instead of the JSON envelope (downloads). The
 * server's handler returns its own file answer for it; the catalogue publishes it as binary.
 */
export const fileOutput = z.custom<FileBytes>(() => true).meta({ id: 'FileBytes', description: 'The file\'s bytes (not the JSON envelope).' });
declare const fileBytes: unique symbol;
export type FileBytes = { readonly [fileBytes]: true };

export const isFileOutput = (declaration: CommandDeclaration): boolean => declaration.output === fileOutput;

/** One page of a list and how many rows the whole list has, as an output schema. */
export const pageOf = <R extends z.ZodType>(row: R) => z.object({ list: z.array(row), total: z.number().int() });

/** `service/command/version`, the key of a command everywhere. */
export function commandKey(service: string, command: string, version: string = DEFAULT_VERSION): string {
  return `${service}/${command}/${version}`;
}
