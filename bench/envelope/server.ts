import { buildApp } from '@parcelflow/server/src/app.ts';
import { openDatabase } from '@parcelflow/server/src/db/client.ts';
import { seedDemoData } from '@parcelflow/server/src/db/seed.ts';
import { serveChild } from '../lib/serve-child.ts';
import { BARE_PATH } from './requests.ts';

// The server under test: the real app on PGlite in a temp dir with the demo data, logging off.
const database = await openDatabase({ dataDir: process.env.BENCH_DATA_DIR });
await seedDemoData(database.db);
const app = await buildApp({ database, logger: false, webDir: null });
app.post(BARE_PATH, async () => ({ ok: true }));
await serveChild(app, () => database.close());
