import { buildApp } from '@parcelflow/server/src/app.ts';
import { openDatabase } from '@parcelflow/server/src/db/client.ts';
import { seedDemoData } from '@parcelflow/server/src/db/seed.ts';
import { serveChild } from '../lib/serve-child.ts';
import { generateOrders } from '../orders/generate.ts';
import { BENCH_COMPANY_NO } from '../orders/settings.ts';
import { EXPORT_WINDOW, type ExcelChildEnv } from './settings.ts';

// The server under test: the real app on PostgreSQL (BENCH_DATABASE_URL) or PGlite (BENCH_PGLITE_DIR), logging off.
// With BENCH_PREPARE it first seeds the demo data and generates the orders to export; the bench then stops it and
// measures a fresh process on the same data, as a server restarted on a full database would be.
const env = process.env as ExcelChildEnv;
const database = await openDatabase(env.BENCH_DATABASE_URL ? { url: env.BENCH_DATABASE_URL } : { dataDir: env.BENCH_PGLITE_DIR });
if (env.BENCH_PREPARE === '1') {
  await seedDemoData(database.db);
  const window = { count: EXPORT_WINDOW.orders, days: EXPORT_WINDOW.days, now: new Date(EXPORT_WINDOW.end) };
  await generateOrders(database.db, { companyNo: BENCH_COMPANY_NO, ...window });
}
const app = await buildApp({ database, logger: false, webDir: null });
await serveChild(app, () => database.close());
