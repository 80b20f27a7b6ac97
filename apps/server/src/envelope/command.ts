import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { commandKey, type CommandDeclaration, type CommandOutput, type FunctionKey, type ParsedInput, type Permission, type Service, type fileOutput } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { Services } from '../services.ts';
import type { FileAnswer } from './file-answer.ts';

/** Who is calling, resolved from the token once per request. */
export type Caller = {
  sessionId: number;
  tokenHash: string;
  userId: number;
  userNo: string;
  accountId: number;
  companyId: number;
  companyNo: string;
  companyKind: 'carrier' | 'cargoOwner';
  userSourceType: 1 | 2;
  isAdmin: boolean;
  positionId: number | null;
  /** The customer this login acts for: its group decides which commands it may call. */
  customerId: number | null;
  /** Functions granted as usable; admins hold every function. */
  functions: ReadonlySet<FunctionKey>;
};

/** The file part of a multipart request; a command that takes files reads its stream (the envelope drains the rest). */
export type Upload = { fileName: string; contentType: string; stream: Readable };

export type CommandContext = {
  db: Db;
  services: Services;
  storage: FileStorage;
  /** The uploaded file, when the request was multipart and carried one. */
  upload?: Upload;
  log: FastifyBaseLogger;
  ip: string;
  userAgent: string;
  language?: string;
  /** The caller when the request carries a valid token, else null: for public commands that read a session if there is one. */
  findCaller: () => Promise<Caller | null>;
};

export type GuardedContext = CommandContext & { caller: Caller };

/**
 * Declared in method syntax on purpose (its parameters compare bivariantly): a registry holds implemented
 * commands of every input, and dispatch parses each input with the command's own schema before the handler runs.
 */
type Handler<S extends z.ZodType, C> = { handle(ctx: C, input: z.infer<S>): Promise<unknown> }['handle'];

/** A Date where the declaration says string: it reaches the caller as its ISO text. */
export type Answer<T> = T extends string ? T | Date : T extends readonly (infer E)[] ? Answer<E>[] : T extends object ? { [K in keyof T]: Answer<T[K]> } : T;

/** What a handler of the declaration returns: the output schema's type, or the file's bytes. */
export type AnswerOf<D extends CommandDeclaration> = D['output'] extends typeof fileOutput ? FileAnswer : Answer<CommandOutput<D>>;

/** The context a handler of the declaration gets: with the caller unless the command is public. */
export type ContextOf<D extends CommandDeclaration> = D['permission'] extends 'public' ? CommandContext : GuardedContext;

/** A declared command and the handler that implements it. */
export type ImplementedCommand<D extends CommandDeclaration = CommandDeclaration> = D & {
  handler: (ctx: ContextOf<D>, input: ParsedInput<D>) => Promise<AnswerOf<D>>;
};

/** The server's side of a contract declaration: the type system refuses a handler whose answer does not match the output schema. */
export function implement<D extends CommandDeclaration>(declaration: D, handler: ImplementedCommand<D>['handler']): ImplementedCommand<D> {
  return { ...declaration, handler };
}

/**
 * One command of the envelope. `permission` says what it needs: 'public', any valid 'session', or a
 * function key the caller's position must grant as usable. `output` is set when it comes from a declaration.
 */
export type CommandDef<S extends z.ZodType = z.ZodType> =
  | { service: Service; command: string; version?: string; summary: string; permission: 'public'; input: S; output?: z.ZodType; handler: Handler<S, CommandContext> }
  | { service: Service; command: string; version?: string; summary: string; permission: Exclude<Permission, 'public'>; input: S; output?: z.ZodType; handler: Handler<S, GuardedContext> };

export function defineCommand<S extends z.ZodType>(def: CommandDef<S>): CommandDef<S> {
  return def;
}

export { commandKey };

export type CommandRegistry = Map<string, CommandDef>;

export function buildRegistry(defs: readonly CommandDef[]): CommandRegistry {
  const registry: CommandRegistry = new Map();
  for (const def of defs) {
    const key = commandKey(def.service, def.command, def.version);
    if (registry.has(key)) throw new Error(`Command declared twice: ${key}`);
    registry.set(key, def);
  }
  return registry;
}
