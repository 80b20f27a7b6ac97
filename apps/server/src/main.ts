import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_PASSWORD } from './db/seed-data.ts';
import { seedDemoData } from './db/seed.ts';
import { createLocalStorage } from './modules/file/local-storage.ts';

const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({
  database, logger: { level: process.env.LOG_LEVEL ?? 'info' }, webDir: config.webDir, storage: createLocalStorage(config.filesDir),
});
const seeded = await seedDemoData(database.db);
await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`
Parcelflow is running on ${where}${seeded ? ', demo data loaded' : ''}.
  Open   http://localhost:${config.port}/
  Logins (password ${DEMO_PASSWORD}): demoadmin (carrier admin), demooper (carrier operator),
         demoowner (cargo owner), otheradmin (second carrier admin), demomulti (two identities)
  Carrier-side login: http://localhost:${config.port}/#/TMSlogin?companyNo=HYEXP
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
