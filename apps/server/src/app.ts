import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Database } from './db/client.ts';
import { allCommands } from './commands.ts';
import { buildRegistry, type CommandDef } from './envelope/command.ts';
import { createDispatcher } from './envelope/dispatch.ts';
import { registerEnvelope } from './envelope/plugin.ts';
import { registerCatalogueRoute } from './modules/catalogue/catalogue.route.ts';
import { createLocalStorage } from './modules/file/local-storage.ts';
import type { FileStorage } from './modules/file/storage.ts';
import { startHousekeeping } from './modules/security/housekeeping.ts';
import { createServices, type Services } from './services.ts';
import { allTaskHandlers } from './tasks/handlers.ts';
import { DEFAULT_RUNNER_OPTIONS, startTaskRunner, type TaskRunnerOptions } from './tasks/runner.ts';

export type AppOptions = {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve at /; defaults to apps/web/dist when it exists. */
  webDir?: string | null;
  services?: Partial<Services>;
  commands?: CommandDef[];
  /** Where file bytes live: main.ts passes DATA_DIR/files; left out (tests), a temporary folder removed on close. */
  storage?: FileStorage;
  /** Task handlers and runner timings, over allTaskHandlers and the defaults. */
  tasks?: Partial<TaskRunnerOptions>;
};

const defaultWebDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const { database } = options;
  const services = await createServices(database, app.log, options.services);
  const registry = buildRegistry(options.commands ?? allCommands);
  const temporaryFilesDir = join(tmpdir(), `parcelflow-files-${randomUUID()}`);
  const storage = options.storage ?? createLocalStorage(temporaryFilesDir);
  await registerEnvelope(app, database.db, createDispatcher(registry, database.db, services, storage));
  registerCatalogueRoute(app, registry);

  const webDir = options.webDir === undefined ? defaultWebDir : options.webDir;
  if (webDir && existsSync(webDir)) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, { root: webDir, wildcard: true, cacheControl: false });
    app.addHook('onSend', async (request, reply) => {
      // The version file and the page itself must never be cached: the version check depends on it.
      if (request.url === '/' || request.url.startsWith('/static/version.json')) reply.header('cache-control', 'no-store');
    });
  }
  const stopHousekeeping = startHousekeeping(database.db, app.log);
  app.addHook('onClose', async () => stopHousekeeping());
  const runner = await startTaskRunner(database, storage, app.log, { ...DEFAULT_RUNNER_OPTIONS, handlers: allTaskHandlers, ...options.tasks });
  app.addHook('onClose', async () => {
    await runner.stop();
    if (!options.storage) await rm(temporaryFilesDir, { recursive: true, force: true });
  });
  return app;
}
