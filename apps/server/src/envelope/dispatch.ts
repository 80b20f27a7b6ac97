import { CommandError, DEFAULT_VERSION, SERVICES, type EnvelopeResponse } from '@parcelflow/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { commandKey, type Caller, type CommandContext, type CommandDef, type CommandRegistry, type Upload } from './command.ts';
import { describeError } from './error-log.ts';
import { isFileAnswer, type FileAnswer } from './file-answer.ts';
import { failure, success } from './respond.ts';
import { refuseUnstorableText } from './unstorable.ts';
import { toFieldError } from './zod-errors.ts';

export type DispatchOptions = {
  /** Check every answer against its declared output schema (the test suites turn this on). */
  checkOutputs?: boolean;
};

export type DispatchRequest = {
  service: string;
  command: string;
  version?: string;
  token?: string;
  body: unknown;
  ip: string;
  userAgent: string;
  language?: string;
  upload?: Upload;
};

/** The JSON envelope, or a file's bytes when the command answered with fileAnswer(...). */
export type Dispatcher = (request: DispatchRequest, log: FastifyBaseLogger) => Promise<EnvelopeResponse | FileAnswer>;

/** The one place that finds the command, checks the session and permission, validates and runs it. */
export function createDispatcher(registry: CommandRegistry, db: Db, services: Services, storage: FileStorage, options: DispatchOptions = {}): Dispatcher {
  const knownServices = new Set<string>(SERVICES);
  const versionsByCommand = new Map<string, string[]>();
  for (const def of registry.values()) {
    const name = `${def.service}/${def.command}`;
    versionsByCommand.set(name, [...(versionsByCommand.get(name) ?? []), def.version ?? DEFAULT_VERSION]);
  }

  function findCommand(request: DispatchRequest): CommandDef {
    if (!knownServices.has(request.service)) throw new CommandError(501, { field: 'service', value: request.service });
    const def = registry.get(commandKey(request.service, request.command, request.version || DEFAULT_VERSION));
    if (def) return def;
    if (versionsByCommand.has(`${request.service}/${request.command}`)) throw new CommandError(505, { field: 'version', value: request.version ?? '' });
    throw new CommandError(501, { field: 'command', value: request.command });
  }

  return async (request, log) => {
    const startedAt = performance.now();
    let caller: Caller | null = null;
    let resultCode = 0;
    try {
      const def = findCommand(request);
      const { token } = request;
      const ctx: CommandContext = {
        db, services, storage, log, ip: request.ip, userAgent: request.userAgent, language: request.language, upload: request.upload,
        // A method, not an arrow: tsx (esbuild keepNames) would wrap a per-request arrow in a __name call.
        findCaller() {
          return token ? services.resolveCaller(services.hashToken(token)) : Promise.resolve(null);
        },
      };
      const answer = (output: unknown) => answerOf(def, output, options.checkOutputs ?? false);
      if (def.permission === 'public') return answer(await def.handler(ctx, validate(def, request.body)));
      if (!token) throw new CommandError(404, { field: 'token' });
      caller = await ctx.findCaller();
      if (!caller) throw new CommandError(404);
      if (def.permission !== 'session' && !caller.functions.has(def.permission)) throw new CommandError(10021, { permission: def.permission });
      if (caller.customerId) await refuseCustomerCall(services, db, caller.customerId, def);
      return answer(await def.handler({ ...ctx, caller }, validate(def, request.body)));
    } catch (error) {
      if (error instanceof CommandError) {
        resultCode = error.code;
        return failure(error.code, error.params, error.message);
      }
      resultCode = 500;
      log.error({ error: describeError(error), command: `${request.service}/${request.command}` }, 'command failed');
      return failure(500);
    } finally {
      logCommand(log, request, { resultCode, caller, startedAt });
    }
  };
}

/** The one line a command leaves in the log: what ran, for whom, how it ended; never a token, password or body. */
function logCommand(log: FastifyBaseLogger, request: DispatchRequest, outcome: { resultCode: number; caller: Caller | null; startedAt: number }) {
  const { caller } = outcome;
  log.info({
    service: request.service,
    command: request.command,
    version: request.version,
    resultCode: outcome.resultCode,
    ms: Math.round((performance.now() - outcome.startedAt) * 10) / 10,
    companyNo: caller?.companyNo,
    userNo: caller?.userNo,
    ip: request.ip,
  }, 'command');
}

/** A customer's login: the customer must be usable, and a command needing a function granted by its group. */
async function refuseCustomerCall(services: Services, db: Db, customerId: number, def: CommandDef): Promise<void> {
  const command = `${def.service}/${def.command}`;
  const refusal = await services.customerCallRefusal(db, customerId, command, def.permission !== 'session');
  if (refusal) throw new CommandError(refusal, refusal === 10021 ? { permission: command } : {});
}

function answerOf(def: CommandDef, output: unknown, checkOutput: boolean): EnvelopeResponse | FileAnswer {
  if (isFileAnswer(output)) return output;
  if (checkOutput && def.output) refuseOffContract(def, output);
  return success(output);
}

/** The answer as the caller receives it (JSON) must match the declared output schema; a mismatch is a server bug. */
function refuseOffContract(def: CommandDef, output: unknown): void {
  const received: unknown = JSON.parse(JSON.stringify(output ?? {}));
  const checked = def.output?.safeParse(received);
  if (checked && !checked.success) throw new Error(`${commandKey(def.service, def.command, def.version)} answered off its output schema: ${z.prettifyError(checked.error)}`);
}

function validate(def: CommandDef, body: unknown): unknown {
  refuseUnstorableText(body);
  const parsed = def.input.safeParse(body);
  if (!parsed.success) throw toFieldError(parsed.error, '', body);
  return parsed.data;
}
