import { buildApp } from './app.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { openServerDatabase } from './database.ts';
import { DEMO_PASSWORD } from './seed/seed-data.ts';
import { seedDemoData } from './seed/seed.ts';
import { createLocalStorage } from './modules/file/index.ts';

const config = readConfigOrExit();
const database = await openServerDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const storage = createLocalStorage(config.filesDir);
const app = await buildApp({
  database,
  logger: { level: config.logLevel },
  webDir: config.webDir,
  storage,
  trustProxy: config.trustProxy,
  mail: config.mail,
  uploadMaxBytes: config.uploadMaxBytes,
});
const seeded = config.demoData && (await seedDemoData(database.db, storage));
await app.listen({ port: config.port, host: config.host });
stopGracefullyOnSignals();
printWelcome(config, seeded);

function readConfigOrExit(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * SIGTERM or SIGINT: stop taking connections, let requests in flight and the running task step finish, close the
 * database; past SHUTDOWN_TIMEOUT_MS the process exits anyway (a stuck request must not hold up a deployment).
 */
function stopGracefullyOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      const deadline = setTimeout(() => {
        app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown took too long, exiting');
        process.exit(1);
      }, config.shutdownTimeoutMs);
      deadline.unref();
      void app.close()
        .then(() => database.close())
        .then(() => process.exit(0), (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        });
    });
  }
}

function printWelcome(settings: Config, demoLoaded: boolean): void {
  const where = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`;
  const url = `http://localhost:${settings.port}/`;
  const demo = settings.demoData
    ? `  Logins (password ${DEMO_PASSWORD}): demoadmin (carrier admin), demooper (carrier operator),
         democash (carrier cashier), democust (the carrier's prepaid customer C1005), demoowner (cargo owner),
         otheradmin (second carrier admin), demomulti (two identities)
  Carrier-side login: ${url}#/TMSlogin?companyNo=HYEXP`
    : `  No demo data (DEMO_DATA=false): register the first carrier at ${url}#/newregister`;
  console.log(`
Parcelflow is running on ${where}${demoLoaded ? ', demo data loaded' : ''}.
  Open   ${url}
${demo}
`);
}
