import { buildApp } from '@parcelflow/server/src/app.ts';
import { openDatabase } from '@parcelflow/server/src/db/client.ts';
import { seedDemoData } from '@parcelflow/server/src/db/seed.ts';
import { serveChild } from '../lib/serve-child.ts';
import { registerBenchRoutes } from './explain.ts';
import { generateOrders } from './generate.ts';
import { BENCH_COMPANY_NO, type OrdersChildEnv } from './settings.ts';

// The server under test: the real app on PostgreSQL (BENCH_DATABASE_URL) or PGlite (BENCH_DATA_DIR), migrated,
// with the demo data and the generated orders; logging off. It also explains the list commands' statements.
const env = process.env as OrdersChildEnv;
const database = await openDatabase(env.BENCH_DATABASE_URL ? { url: env.BENCH_DATABASE_URL } : { dataDir: env.BENCH_DATA_DIR });
await seedDemoData(database.db);
await generateOrders(database.db, { companyNo: BENCH_COMPANY_NO, count: Number(env.BENCH_ORDER_COUNT), days: 365, now: new Date(env.BENCH_NOW) });
const app = await buildApp({ database, logger: false, webDir: null });
await registerBenchRoutes(app, database);
await serveChild(app, () => database.close());
