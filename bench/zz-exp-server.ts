// throwaway experiment, deleted after use: old and new envelope side by side in one process
import { buildApp } from '@parcelflow/server/src/app.ts';
import { openDatabase } from '@parcelflow/server/src/db/client.ts';
import { seedDemoData } from '@parcelflow/server/src/db/seed.ts';
import { allCommands } from '@parcelflow/server/src/commands.ts';
import { buildRegistry } from '@parcelflow/server/src/envelope/command.ts';
import * as newDispatch from '@parcelflow/server/src/envelope/dispatch.ts';
import * as newPlugin from '@parcelflow/server/src/envelope/plugin.ts';
import * as newServices from '@parcelflow/server/src/services.ts';
import { serveChild } from './lib/serve-child.ts';
const base = '/tmp/pf-base/apps/server/src';
const oldDispatch = await import(`${base}/envelope/dispatch.ts`) as typeof newDispatch;
const oldPlugin = await import(`${base}/envelope/plugin.ts`) as typeof newPlugin;
const oldServices = await import(`${base}/services.ts`) as typeof newServices;
const database = await openDatabase({ dataDir: process.env.BENCH_DATA_DIR });
await seedDemoData(database.db);
const app = await buildApp({ database, logger: false, webDir: null });
app.post('/bench/bare', async () => ({ ok: true }));
for (const [prefix, m] of [['/old', { d: oldDispatch, p: oldPlugin, s: oldServices }], ['/new', { d: newDispatch, p: newPlugin, s: newServices }]] as const) {
  const services = await m.s.createServices(database, app.log);
  const dispatcher = m.d.createDispatcher(buildRegistry(allCommands), database.db, services);
  await app.register(async (scope) => m.p.registerEnvelope(scope, database.db, dispatcher), { prefix });
}
await serveChild(app, () => database.close());
