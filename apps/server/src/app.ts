import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client.ts';
import { allCommands } from './commands.ts';
import { buildRegistry, type CommandDef } from './envelope/command.ts';
import { createDispatcher } from './envelope/dispatch.ts';
import { describeError } from './envelope/error-log.ts';
import { registerEnvelope } from './envelope/plugin.ts';
import { registerCompression } from './http/compression.ts';
import { registerHealthRoute } from './http/health.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { closeConnectionsWhenClosing } from './http/shutdown-connections.ts';
import { registerStaticWeb } from './http/static-web.ts';
import { registerCatalogueRoute } from './modules/catalogue/index.ts';
import { createLocalStorage } from './modules/file/index.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { startNoticeDelivery, type DeliveryOptions, createNotifier, type MailOptions } from './modules/notify/index.ts';
import { registerPrintAgentDownload } from './modules/printAgent/index.ts';
import { offlineProvider, registerPaymentCallbackRoute, type PaymentProvider } from './modules/recharge/index.ts';
import { claimRequestNonce } from './modules/security/index.ts';
import { startHousekeeping } from './housekeeping.ts';
import { DUNNING_TICK_MS, startDunning } from './modules/dunning/index.ts';
import { SERVER_ROOT } from './paths.ts';
import { createServices, type Services } from './services.ts';
import { allTaskHandlers } from './task-handlers.ts';
import { DEFAULT_RUNNER_OPTIONS, startTaskRunner, type TaskRunnerOptions } from './tasks/runner.ts';
import { createWorkerPool } from './tasks/worker-pool.ts';

export type AppOptions = {
  database: Database;
  /** Check every answer against its command's output schema (on in the test suites, off in production for speed). */
  checkOutputs?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve at /; defaults to apps/web/dist when it exists. */
  webDir?: string | null;
  services?: Partial<Services>;
  commands?: CommandDef[];
  /** Where file bytes live: main.ts passes DATA_DIR/files; left out (tests), a temporary folder removed on close. */
  storage?: FileStorage;
  /** Task handlers and runner timings, over allTaskHandlers and the defaults. */
  tasks?: Partial<TaskRunnerOptions>;
  /** Mail by SMTP (main.ts: SMTP_URL, MAIL_FROM); without smtpUrl notices stay in the outbox. */
  mail?: MailOptions;
  /** Outbox delivery timings over the defaults (retries, polling). */
  delivery?: Partial<DeliveryOptions>;
  /** The largest upload taken (config UPLOAD_MAX_MB); MAX_UPLOAD_BYTES by default. */
  uploadMaxBytes?: number;
  /** Which proxies may name the client's address in X-Forwarded-For (config TRUST_PROXY); none by default. */
  trustProxy?: false | number | string[];
  /** The built print agent served for download; defaults to apps/print-agent/dist/parcelflow-print-agent.mjs. */
  printAgentFile?: string | null;
  /** Online payment providers whose callbacks credit recharges, beside the built-in offline transfer (docs/finance.md). */
  paymentProviders?: PaymentProvider[];
  /** How often this copy looks for dunning reminders due (docs/finance.md, "Dunning"); DUNNING_TICK_MS by default. */
  dunningTickMs?: number;
};

const defaultWebDir = join(SERVER_ROOT, '..', 'web', 'dist');
const defaultPrintAgentFile = join(SERVER_ROOT, '..', 'print-agent', 'dist', 'parcelflow-print-agent.mjs');
/** Worker threads kept for commands' renders (previews, prints, scans): the tasks' pool serves the long batches. */
const COMMAND_WORKERS = 1;
/**
 * How long the commands' label worker stays warm between renders: a scan-to-print clerk scans every few seconds to
 * minutes, and a new worker takes some 0.75 s to its first label (docs/printing.md section 5) against 300 ms a scan.
 */
const COMMAND_WORKER_IDLE_MS = 10 * 60_000;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Request lines are off: the dispatcher writes one line per command (envelope/dispatch.ts).
  const app = Fastify({ logger: withSafeErrors(options.logger), trustProxy: trustProxyOf(options.trustProxy), logController: new LogController({ disableRequestLogging: true }) });
  closeConnectionsWhenClosing(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  const { database } = options;
  // Commands' own workers, apart from the tasks' pool: a preview does not wait behind a running export.
  const commandWorkers = createWorkerPool(COMMAND_WORKERS, DEFAULT_RUNNER_OPTIONS.workerLimits, app.log, COMMAND_WORKER_IDLE_MS);
  app.addHook('onClose', () => commandWorkers.close());
  const useWorker = commandWorkers.use({ signal: new AbortController().signal, log: app.log });
  const services = await createServices(database, { notifier: createNotifier(options.mail), useWorker, ...options.services });
  const registry = buildRegistry(options.commands ?? allCommands);
  const temporaryFilesDir = join(tmpdir(), `parcelflow-files-${randomUUID()}`);
  const storage = options.storage ?? createLocalStorage(temporaryFilesDir);
  const claimNonce = (nonce: string, seconds: number) => claimRequestNonce(database.db, nonce, seconds);
  await registerEnvelope(app, claimNonce, createDispatcher(registry, database.db, services, storage, { checkOutputs: options.checkOutputs }), options.uploadMaxBytes);
  registerCatalogueRoute(app, registry);
  await registerPaymentCallbackRoute(app, database.db, [offlineProvider, ...(options.paymentProviders ?? [])]);
  registerPrintAgentDownload(app, options.printAgentFile === undefined ? defaultPrintAgentFile : options.printAgentFile);

  await registerStaticWeb(app, options.webDir === undefined ? defaultWebDir : options.webDir);
  const stopHousekeeping = startHousekeeping(database.db, storage, app.log);
  app.addHook('onClose', async () => stopHousekeeping());
  const stopDunning = startDunning(database.db, services.notifier, app.log, options.dunningTickMs ?? DUNNING_TICK_MS);
  app.addHook('onClose', async () => stopDunning());
  const delivery = startNoticeDelivery(database.db, services.notifier, app.log, options.delivery);
  app.addHook('onClose', () => delivery.stop());
  const runnerOptions = { ...DEFAULT_RUNNER_OPTIONS, handlers: allTaskHandlers, ...options.tasks };
  const runner = await startTaskRunner(database, storage, app.log, runnerOptions);
  registerHealthRoute(app, { db: database.db, taskRunnerAliveAt: runner.aliveAt, taskRunnerStaleAfterMs: runnerOptions.staleAfterMs });
  app.addHook('onClose', async () => {
    await runner.stop();
    if (!options.storage) await rm(temporaryFilesDir, { recursive: true, force: true });
  });
  return app;
}

/** Fastify's types take no hop count, so a count becomes the function proxy-addr makes of one: the first n hops. */
function trustProxyOf(setting: AppOptions['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting ?? false;
  return (_address, hop) => hop < setting;
}

/** Any `{ err }` logged anywhere goes through describeError: no SQL parameters or input quoted in a message. */
function withSafeErrors(logger: AppOptions['logger']): AppOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  const err = (error: unknown) => ({ stack: '', ...describeError(error) });
  return { ...options, serializers: { ...options.serializers, err } };
}
