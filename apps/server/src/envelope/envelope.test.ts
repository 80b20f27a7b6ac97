import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_KEYS, MAX_COMMAND_BODY_BYTES } from '@parcelflow/contract';
import { allCommands } from '../commands.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function post(url: string, payload: string, contentType = 'application/x-www-form-urlencoded') {
  const response = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
  expect(response.statusCode).toBe(200);
  const answer = response.json() as { result_code: number; message: string; body: string };
  expect(answer.message).not.toMatch(/at .*\.ts:\d+/);
  return { code: answer.result_code, body: JSON.parse(answer.body || '{}') as Record<string, unknown> };
}

const form = (head: string, body: string) => new URLSearchParams({ head, body }).toString();

describe('every command', () => {
  it('declares public, session or a known function key', () => {
    const allowed = new Set<string>(['public', 'session', ...FUNCTION_KEYS]);
    for (const def of allCommands) expect(allowed, `${def.service}/${def.command}`).toContain(def.permission);
  });

  it('is published in GET /api/commands with its permission and body schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/commands' });
    const { commands } = response.json() as { commands: { service: string; command: string; permission: string; bodySchema: { type?: string } }[] };
    expect(commands).toHaveLength(allCommands.length);
    const login = commands.find((c) => c.command === 'userLogin')!;
    expect(login).toMatchObject({ service: 'uc', permission: 'public', bodySchema: { type: 'object' } });
  });
});

describe('bad input answers a catalogue code naming the field and changes nothing', () => {
  it('a head that is not JSON', async () => {
    expect(await post('/api/uc/userLogin/1.0', form('{oops', '{}'))).toEqual({ code: 400, body: { field: 'head', reason: 'notJson' } });
  });

  it('a body that is not JSON', async () => {
    expect(await post('/api/uc/userLogin/1.0', form('{}', 'not json'))).toEqual({ code: 400, body: { field: 'body', reason: 'notJson' } });
  });

  it('a JSON request that is not JSON', async () => {
    expect((await post('/api/uc/userLogin/1.0', '{"head":', 'application/json')).body).toMatchObject({ field: 'body', reason: 'notJson' });
  });

  it('a field of the wrong type', async () => {
    const answer = await post('/api/uc/userLogin/1.0', form('{}', JSON.stringify({ account: 42, password: 'x' })));
    expect(answer).toEqual({ code: 400, body: { field: 'account', reason: 'invalidType' } });
  });

  it('a missing field', async () => {
    expect((await post('/api/uc/userLogin/1.0', form('{}', JSON.stringify({ account: 'demoadmin' })))).body).toMatchObject({ field: 'password', reason: 'required' });
  });

  it('an unknown service, command or version', async () => {
    expect((await post('/api/shop/userLogin/1.0', form('{}', '{}'))).code).toBe(501);
    expect(await post('/api/uc/noSuchCommand/1.0', form('{}', '{}'))).toEqual({ code: 501, body: { field: 'command', value: 'noSuchCommand' } });
    expect((await post('/api/uc/userLogin/9.9', form('{}', '{}'))).code).toBe(505);
  });

  it('an oversized body, with HTTP 413', async () => {
    const huge = form('{}', JSON.stringify({ account: 'x'.repeat(MAX_COMMAND_BODY_BYTES) }));
    const response = await t.app.inject({ method: 'POST', url: '/api/uc/userLogin/1.0', payload: huge, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ result_code: 400, body: JSON.stringify({ field: 'body', reason: 'bodyTooLarge', max: MAX_COMMAND_BODY_BYTES }) });
  });

  it('an unsupported content type', async () => {
    expect((await post('/api/uc/userLogin/1.0', 'x', 'text/plain')).code).toBe(400);
  });

  it('a missing or unknown token on a guarded command', async () => {
    expect((await post('/api/uc/getUserInfo/1.0', form('{}', '{}'))).code).toBe(404);
    expect((await post('/api/uc/getUserInfo/1.0', form(JSON.stringify({ token: 'forged-token-value' }), '{}'))).code).toBe(404);
  });

  it('an unsigned GET', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/uc/getUserInfo/1.0' });
    expect(response.json()).toMatchObject({ result_code: 405 });
  });

  it('accepts the head and body as JSON objects too, with the version defaulting to 1.0', async () => {
    const answer = await post('/api/uc/userLogin', JSON.stringify({ head: {}, body: { account: 'demoowner', password: 'demo1234' } }), 'application/json');
    expect(answer.code).toBe(0);
  });
});
