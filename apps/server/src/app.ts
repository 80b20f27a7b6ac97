import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Database } from './db/client.ts';
import { allCommands } from './commands.ts';
import { buildRegistry, type CommandDef } from './envelope/command.ts';
import { createDispatcher } from './envelope/dispatch.ts';
import { registerEnvelope } from './envelope/plugin.ts';
import { registerCatalogueRoute } from './modules/catalogue/catalogue.route.ts';
import { startHousekeeping } from './modules/security/housekeeping.ts';
import { createServices, type Services } from './services.ts';

export type AppOptions = {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve at /; defaults to apps/web/dist when it exists. */
  webDir?: string | null;
  services?: Partial<Services>;
  commands?: CommandDef[];
};

const defaultWebDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const { database } = options;
  const services = await createServices(database, app.log, options.services);
  const registry = buildRegistry(options.commands ?? allCommands);
  await registerEnvelope(app, database.db, createDispatcher(registry, database.db, services));
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
  return app;
}
