import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { computeSign, signingText } from './signed.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demoadmin');
});
afterAll(() => t.close());

type Signed = { method: 'GET' | 'POST'; path: string; body: string; timestamp?: number; nonce?: string; sign?: string };

async function send({ method, path, body, timestamp = Date.now(), nonce = randomBytes(12).toString('hex'), sign }: Signed) {
  const signature = sign ?? computeSign(token, signingText(method, path, String(timestamp), nonce, body));
  const headers: Record<string, string> = { version: '1.0', timestamp: String(timestamp), nonce, token, sign: signature };
  const response = await t.app.inject(
    method === 'GET'
      ? { method, url: `${path}?body=${encodeURIComponent(body)}`, headers }
      : { method, url: path, payload: body, headers: { ...headers, 'content-type': 'application/json' } },
  );
  return response.json() as { result_code: number; body: string };
}

describe('the signed GET/POST layer', () => {
  it('runs a correctly signed GET and POST', async () => {
    expect((await send({ method: 'GET', path: '/api/uc/getUserInfo/1.0', body: '{}' })).result_code).toBe(0);
    const answer = await send({ method: 'POST', path: '/api/uc/getUserInfo/1.0', body: '{}' });
    expect(JSON.parse(answer.body)).toMatchObject({ account: 'demoadmin' });
  });

  it('refuses a wrong signature', async () => {
    const answer = await send({ method: 'POST', path: '/api/uc/getUserInfo/1.0', body: '{}', sign: 'a'.repeat(64) });
    expect(answer.result_code).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ field: 'sign', reason: 'signatureInvalid' });
  });

  it('refuses a body changed after signing', async () => {
    const nonce = randomBytes(12).toString('hex');
    const timestamp = Date.now();
    const sign = computeSign(token, signingText('POST', '/api/uc/getUserInfo/1.0', String(timestamp), nonce, '{}'));
    expect((await send({ method: 'POST', path: '/api/uc/getUserInfo/1.0', body: '{"x":1}', nonce, timestamp, sign })).result_code).toBe(400);
  });

  it('refuses a request older than 5 minutes', async () => {
    const answer = await send({ method: 'GET', path: '/api/uc/getUserInfo/1.0', body: '{}', timestamp: Date.now() - 5 * 60_000 - 1000 });
    expect(JSON.parse(answer.body)).toEqual({ field: 'timestamp', reason: 'signatureExpired' });
  });

  it('refuses a nonce already seen', async () => {
    const nonce = randomBytes(12).toString('hex');
    expect((await send({ method: 'GET', path: '/api/uc/getUserInfo/1.0', body: '{}', nonce })).result_code).toBe(0);
    const replay = await send({ method: 'GET', path: '/api/uc/getUserInfo/1.0', body: '{}', nonce });
    expect(JSON.parse(replay.body)).toEqual({ field: 'nonce', reason: 'nonceReused' });
  });

  it('still needs a live session behind the token', async () => {
    const other = await t.login('demooper');
    await t.call('uc', 'logout', {}, other);
    const nonce = randomBytes(12).toString('hex');
    const timestamp = Date.now();
    const path = '/api/uc/getUserInfo/1.0';
    const response = await t.app.inject({
      method: 'GET', url: `${path}?body=%7B%7D`,
      headers: { timestamp: String(timestamp), nonce, token: other, sign: computeSign(other, signingText('GET', path, String(timestamp), nonce, '{}')) },
    });
    expect(response.json()).toMatchObject({ result_code: 404 });
  });
});
