import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { DEFAULT_VERSION, type FunctionKey, type Permission, type Service } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import type { FileStorage } from '../modules/file/storage.ts';
import type { Services } from '../services.ts';

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

type Handler<S extends z.ZodType, C> = (ctx: C, input: z.infer<S>) => Promise<unknown>;

/**
 * One command of the envelope. `permission` says what it needs: 'public', any valid 'session', or a
 * function key the caller's position must grant as usable.
 */
export type CommandDef<S extends z.ZodType = z.ZodType> =
  | { service: Service; command: string; version?: string; summary: string; permission: 'public'; input: S; handler: Handler<S, CommandContext> }
  | { service: Service; command: string; version?: string; summary: string; permission: Exclude<Permission, 'public'>; input: S; handler: Handler<S, GuardedContext> };

export function defineCommand<S extends z.ZodType>(def: CommandDef<S>): CommandDef<S> {
  return def;
}

export function commandKey(service: string, command: string, version: string = DEFAULT_VERSION): string {
  return `${service}/${command}/${version}`;
}

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
