import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { openServerDatabase } from '../../database.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { createEmptyDatabase, createTestApp, type TestApp } from '../../test/harness.ts';
import { LOGIN_FAILURE_LIMIT } from '../login/index.ts';
import type * as PasswordHash from './password-hash.ts';

// Every real password check (a known account's or the dummy one of an unknown account) is counted here.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHash>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      checks.count++;
      return original.verifyPassword(hash, password);
    },
    burnVerification: (password: string) => {
      checks.count++;
      return original.burnVerification(password);
    },
  };
});

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

async function logInFrom(app: FastifyInstance, address: string, account: string, password: string): Promise<number> {
  const response = await app.inject({
    method: 'POST', url: '/api/uc/userLogin/1.0', remoteAddress: address,
    headers: { 'content-type': 'application/json' }, payload: { head: {}, body: { account, password } },
  });
  return (response.json() as { result_code: number }).result_code;
}

function tally(codes: number[]): Record<number, number> {
  return codes.reduce<Record<number, number>>((all, code) => ({ ...all, [code]: (all[code] ?? 0) + 1 }), {});
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  checks.count = 0;
});

describe('the failed-login limit under parallel attempts', () => {
  it('gives 40 simultaneous wrong passwords on one account exactly 5 password checks, then refuses the right one', async () => {
    const codes = await Promise.all(Array.from({ length: 40 }, () => logInFrom(t.app, '10.0.0.1', 'demooper', 'wrong123')));
    expect(checks.count).toBe(LOGIN_FAILURE_LIMIT.perAccount);
    expect(tally(codes)).toEqual({ 10001: 5, 40003: 35 });
    expect(await logInFrom(t.app, '10.0.0.2', 'demooper', 'demo1234')).toBe(40003);
    expect(checks.count).toBe(LOGIN_FAILURE_LIMIT.perAccount);
  });

  it('gives one address exactly 30 checks over many accounts, known or not', async () => {
    const accounts = Array.from({ length: 40 }, (_, i) => (i % 2 ? `nobody${i}` : 'otheradmin'));
    const codes = await Promise.all(accounts.map((account, i) => logInFrom(t.app, '10.0.0.3', account, `wrong${i}`)));
    // otheradmin's 20 tries stop at its own limit of 5 before reaching the address counter; the 20 unknown ones all count.
    expect(checks.count).toBe(25);
    expect(tally(codes)).toEqual({ 10001: 25, 40003: 15 });
    const more = await Promise.all(Array.from({ length: 10 }, (_, i) => logInFrom(t.app, '10.0.0.3', `later${i}`, 'wrong')));
    expect(tally(more)).toEqual({ 10001: 5, 40003: 5 });
    expect(checks.count).toBe(LOGIN_FAILURE_LIMIT.perAddress);
  });

  it('gives back what a successful login reserved', async () => {
    for (let i = 0; i < 4; i++) expect(await logInFrom(t.app, '10.0.0.4', 'demoowner', 'wrong123')).toBe(10001);
    expect(await logInFrom(t.app, '10.0.0.4', 'demoowner', 'demo1234')).toBe(0);
    const codes = await Promise.all(Array.from({ length: 8 }, () => logInFrom(t.app, '10.0.0.4', 'demoowner', 'wrong123')));
    expect(tally(codes)).toEqual({ 10001: 5, 40003: 3 });
  });
});

describe.runIf(onPostgres)('the failed-login limit across two servers on one PostgreSQL database', () => {
  it('gives 40 simultaneous wrong passwords split over both exactly 5 checks', async () => {
    const empty = await createEmptyDatabase();
    const databases = [await openServerDatabase({ url: empty.url }), await openServerDatabase({ url: empty.url })];
    await seedDemoData(databases[0].db);
    const apps = await Promise.all(databases.map((database) => buildApp({ database, webDir: null })));
    try {
      checks.count = 0;
      const codes = await Promise.all(Array.from({ length: 40 }, (_, i) => logInFrom(apps[i % 2], `10.0.1.${i % 2}`, 'demoadmin', 'wrong123')));
      expect(checks.count).toBe(LOGIN_FAILURE_LIMIT.perAccount);
      expect(tally(codes)).toEqual({ 10001: 5, 40003: 35 });
      expect(await logInFrom(apps[1], '10.0.1.9', 'demoadmin', 'demo1234')).toBe(40003);
    } finally {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await empty.drop();
    }
  }, 60_000);
});
