import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../modules/session/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'parcelflow-web-'));
  await mkdir(join(webDir, 'assets'));
  await mkdir(join(webDir, 'static'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./assets/index-Ab12Cd34.js"></script></body></html>');
  await writeFile(join(webDir, 'assets', 'index-Ab12Cd34.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(join(webDir, 'static', 'version.json'), '{"buildId":"1"}');
  await writeFile(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rm(webDir, { recursive: true, force: true }));

describe('served web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDir });
  });
  afterAll(() => t.close());

  it('sends security headers with a Content-Security-Policy that allows no inline script and no framing', async () => {
    for (const url of ['/', '/api/commands']) {
      const response = await t.app.inject({ url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
      // The print agent's eleven ports on this machine, and no other local address.
      expect(policy).toContain("connect-src 'self' http://127.0.0.1:60000 http://127.0.0.1:60001");
      expect(policy).toContain('http://127.0.0.1:60010;');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('caches hashed assets for a year and makes the page and version file revalidate', async () => {
    expect((await t.app.inject({ url: '/assets/index-Ab12Cd34.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/static/version.json' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses assets and command answers for clients that accept it', async () => {
    const asset = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    const catalogue = await t.app.inject({ url: '/api/commands', headers: { 'accept-encoding': 'br' } });
    expect(catalogue.headers['content-encoding']).toBe('br');
  });
});

describe('health', () => {
  it('answers 200 while the database and the task runner answer, 503 once the database is gone', async () => {
    const t = await createTestApp();
    try {
      const healthy = await t.app.inject({ url: '/api/health' });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toEqual({ status: 'ok', database: 'ok', tasks: 'ok' });
      await t.database.close();
      const down = await t.app.inject({ url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await t.app.close();
    }
  });
});

describe('client address', () => {
  /** Logs demoadmin in from 10.0.0.5 claiming to forward for 203.0.113.9; answers the address the session recorded. */
  async function loginAddress(t: TestApp): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uc/userLogin/1.0',
      remoteAddress: '10.0.0.5',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
      payload: new URLSearchParams({ head: '{}', body: JSON.stringify({ account: 'demoadmin', password: 'demo1234' }) }).toString(),
    });
    expect(response.json().result_code).toBe(0);
    const [session] = await t.database.db.select({ ip: sessions.ip }).from(sessions).orderBy(desc(sessions.id)).limit(1);
    return session.ip;
  }

  it('ignores X-Forwarded-For by default, so a client cannot choose its address', async () => {
    const t = await createTestApp();
    try {
      expect(await loginAddress(t)).toBe('10.0.0.5');
    } finally {
      await t.close();
    }
  });

  it('takes the address the trusted proxy hop forwarded when TRUST_PROXY names one hop', async () => {
    const t = await createTestApp({ trustProxy: 1 });
    try {
      expect(await loginAddress(t)).toBe('203.0.113.9');
    } finally {
      await t.close();
    }
  });

  it('trusts forwarding only from the proxy addresses named', async () => {
    const t = await createTestApp({ trustProxy: ['192.0.2.1'] });
    try {
      expect(await loginAddress(t)).toBe('10.0.0.5');
    } finally {
      await t.close();
    }
  });
});
