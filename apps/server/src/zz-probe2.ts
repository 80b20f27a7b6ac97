// throwaway probe, deleted after use
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed.ts';
import { createSession, loadCaller } from './modules/session/session.service.ts';
import { hashToken } from './modules/session/token.ts';
import { users } from './modules/account/account.table.ts';
const database = await openDatabase({}); await seedDemoData(database.db);
const [u] = await database.db.select().from(users).where((await import('drizzle-orm')).eq(users.displayName, '王丽'));
const token = await createSession(database.db, u, { ip: '', userAgent: '' });
const h = hashToken(token);
for (let r = 0; r < 3; r++) {
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 50 }, () => loadCaller(database.db, h)));
  console.log('50 concurrent loadCaller', (performance.now() - t0).toFixed(1), 'ms');
}
for (let r = 0; r < 3; r++) {
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) await loadCaller(database.db, h);
  console.log('sequential loadCaller', ((performance.now() - t0) / 20).toFixed(2), 'ms each');
}
await database.close();
