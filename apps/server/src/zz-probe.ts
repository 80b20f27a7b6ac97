// throwaway probe, deleted after use: the envelope's own work per request, without HTTP; old vs new
import querystring from 'fast-querystring';
import { eq } from 'drizzle-orm';
import { allCommands } from './commands.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed.ts';
import { buildRegistry } from './envelope/command.ts';
import { createDispatcher } from './envelope/dispatch.ts';
import { parseEnvelope } from './envelope/parse.ts';
import { createServices } from './services.ts';
import { createSession } from './modules/session/session.service.ts';
import { users } from './modules/account/account.table.ts';
const base = '/tmp/pf-base/apps/server/src';
const old = {
  createDispatcher: (await import(`${base}/envelope/dispatch.ts`)).createDispatcher as typeof createDispatcher,
  createServices: (await import(`${base}/services.ts`)).createServices as typeof createServices,
  parseEnvelope: (await import(`${base}/envelope/parse.ts`)).parseEnvelope as typeof parseEnvelope,
};
const log = { error() {}, warn() {}, info() {}, debug() {}, child() { return log; } } as never;
const database = await openDatabase({}); await seedDemoData(database.db);
const [u] = await database.db.select().from(users).where(eq(users.displayName, '王丽'));
const token = await createSession(database.db, u, { ip: '', userAgent: '' });
const variants = {
  old: { dispatch: old.createDispatcher(buildRegistry(allCommands), database.db, await old.createServices(database, log)), parse: old.parseEnvelope },
  new: { dispatch: createDispatcher(buildRegistry(allCommands), database.db, await createServices(database, log)), parse: parseEnvelope },
};
const form = new URLSearchParams({ head: JSON.stringify({ token }), body: '{}' }).toString();
async function one(v: (typeof variants)['old']) {
  const { head, body } = v.parse(querystring.parse(form));
  const answer = await v.dispatch({ service: 'uc', command: 'checkSession', version: '1.0', token: head.token, body, ip: '127.0.0.1', userAgent: 'x', language: head.language }, log);
  return JSON.stringify(answer);
}
for (const v of Object.values(variants)) if (!(await one(v)).includes('"result_code":0')) throw new Error(await one(v));
const N = 300_000;
const totals: Record<string, number[]> = { old: [], new: [] };
for (let round = 0; round < 6; round++) {
  for (const [name, v] of Object.entries(variants)) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < N; i += 50) { const p = []; for (let j = 0; j < 50; j++) p.push(one(v)); await Promise.all(p); }
    const c = process.cpuUsage(c0);
    if (round > 0) totals[name].push((c.user + c.system) / N);
  }
}
for (const [name, t] of Object.entries(totals)) console.log(name, t.map((x) => x.toFixed(2)).join(' '), 'median', [...t].sort()[2].toFixed(2), 'us');
await database.close();
