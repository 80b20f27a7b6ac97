// throwaway probe, deleted after use
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed.ts';
const database = await openDatabase({}); await seedDemoData(database.db);
const app = await buildApp({ database, webDir: null });
app.post('/bare', async () => ({ ok: true }));
const t = { app, close: async () => { await app.close(); await database.close(); } };
const login = await app.inject({ method: 'POST', url: '/api/uc/userLogin/1.0', payload: new URLSearchParams({ head: '{}', body: JSON.stringify({ account: 'demooper', password: 'demo1234' }) }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const token = JSON.parse(login.json().body).token;
const form = new URLSearchParams({ head: JSON.stringify({ token }), body: '{}' }).toString();
const env = { method: 'POST' as const, url: '/api/uc/checkSession/1.0', payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const bare = { method: 'POST' as const, url: '/bare', payload: '{"ping":1}', headers: { 'content-type': 'application/json' } };
const r = await t.app.inject(env); if (!r.body.includes('"result_code":0')) throw new Error(r.body);
async function measure(req: typeof env, n: number) {
  const c0 = process.cpuUsage(); const w0 = performance.now();
  for (let i = 0; i < n; i++) { const p = []; for (let j = 0; j < 50; j++) p.push(t.app.inject(req)); await Promise.all(p); }
  const c = process.cpuUsage(c0); return { cpuUs: (c.user + c.system) / (n * 50), wallUs: (performance.now() - w0) * 1000 / (n * 50) };
}
for (let round = 0; round < 4; round++) {
  const b = await measure(bare, 200); const e = await measure(env, 200);
  console.log(`round ${round} bare cpu ${b.cpuUs.toFixed(1)}us  envelope cpu ${e.cpuUs.toFixed(1)}us  diff ${(e.cpuUs - b.cpuUs).toFixed(1)}us`);
}
await t.close();
