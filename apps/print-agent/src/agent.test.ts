import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_AGENT_VERSION } from '@parcelflow/contract/printAgent/protocol';
import { signAgentRequest } from '@parcelflow/contract/printAgent/sign';
import { callAgent, fakeCups, KEYS, ORIGIN } from './agent.testing.ts';
import { startAgent, type RunningAgent } from './server.ts';

let agent: RunningAgent;
let cups: Awaited<ReturnType<typeof fakeCups>>;
const PATH = process.env.PATH;
beforeAll(async () => {
  cups = await fakeCups();
  process.env.PATH = `${cups.dir}:${PATH}`;
  agent = await startAgent({ origins: [ORIGIN], ...KEYS, ports: [0] });
});
afterAll(async () => {
  process.env.PATH = PATH;
  await agent.close();
});

const PDF = Buffer.from('%PDF-1.4\n% a label\n%%EOF\n');
const printBody = (extra: Record<string, unknown> = {}) => ({ printer: 'PDF', format: 'pdf', data: PDF.toString('base64'), copies: 2, title: 'SF123 label', ...extra });

describe('the print agent over HTTP', () => {
  it('answers GET /port to the configured origin only, with CORS for it alone', async () => {
    const port = await fetch(`http://127.0.0.1:${agent.port}/port`, { headers: { origin: ORIGIN } });
    expect(port.status).toBe(200);
    expect(await port.json()).toEqual({ port: agent.port, name: 'parcelflow-print-agent', version: PRINT_AGENT_VERSION });
    expect(port.headers.get('access-control-allow-origin')).toBe(ORIGIN);

    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'http://parcelflow.test:8081' }, {}] as Record<string, string>[]) {
      const refused = await fetch(`http://127.0.0.1:${agent.port}/port`, { headers });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.json()).toEqual({ error: 'originRefused' });
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('answers a preflight of its origin with the private-network permission, and no other', async () => {
    const preflight = (origin: string) => fetch(`http://127.0.0.1:${agent.port}/print`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-pf-sign', 'access-control-request-private-network': 'true' },
    });
    const allowed = await preflight(ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-private-network')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-pf-sign');
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-private-network')).toBeNull();
  });

  it('refuses unsigned, badly signed, foreign-keyed, expired, replayed and wrong-origin calls', async () => {
    expect((await callAgent(agent.port, '/version', {}, { unsigned: true })).body).toEqual({ error: 'signatureRequired' });
    expect((await callAgent(agent.port, '/version', {}, { keys: { ...KEYS, appSecret: 'other' } })).body).toEqual({ error: 'signatureInvalid' });
    expect((await callAgent(agent.port, '/version', {}, { keys: { ...KEYS, appKey: 'other' } })).body).toEqual({ error: 'signatureInvalid' });
    expect((await callAgent(agent.port, '/version', {}, { origin: 'https://evil.example' })).status).toBe(403);

    const old = await signAgentRequest({ ...KEYS, method: 'POST', path: '/version', body: '{}', timestamp: Date.now() - 6 * 60_000 });
    expect((await callAgent(agent.port, '/version', {}, { unsigned: true, headers: old })).body).toEqual({ error: 'signatureExpired' });
    // Signed for another path, or for another body.
    const forPrinters = await signAgentRequest({ ...KEYS, method: 'POST', path: '/printers', body: '{}' });
    expect((await callAgent(agent.port, '/version', {}, { unsigned: true, headers: forPrinters })).body).toEqual({ error: 'signatureInvalid' });
    const forOtherBody = await signAgentRequest({ ...KEYS, method: 'POST', path: '/print', body: JSON.stringify(printBody({ copies: 1 })) });
    expect((await callAgent(agent.port, '/print', printBody({ copies: 9 }), { unsigned: true, headers: forOtherBody })).status).toBe(401);
    expect((await callAgent(agent.port, '/version', {}, { unsigned: true, headers: { ...forPrinters, 'x-pf-nonce': 'abc' } })).body).toEqual({ error: 'signatureInvalid' });

    const once = await signAgentRequest({ ...KEYS, method: 'POST', path: '/version', body: '{}' });
    const first = await callAgent(agent.port, '/version', {}, { unsigned: true, headers: once });
    expect(first).toMatchObject({ status: 200, body: { version: PRINT_AGENT_VERSION } });
    expect(first.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect((await callAgent(agent.port, '/version', {}, { unsigned: true, headers: once })).body).toEqual({ error: 'nonceReused' });
    expect((await cups.jobs())).toEqual([]);
  });

  it('lists the printers with the system default', async () => {
    expect((await callAgent(agent.port, '/printers')).body).toEqual({ printers: [{ name: 'PDF', isDefault: true }, { name: 'Zebra_ZT410', isDefault: false }] });
  });

  it('prints a PDF as a file and ZPL raw, to a listed printer only', async () => {
    expect((await callAgent(agent.port, '/print', printBody())).body).toEqual({ jobId: 'PDF-40' });
    const zpl = '^XA^FO50,50^BCN,100^FDSF123^FS^XZ';
    expect((await callAgent(agent.port, '/print', { printer: 'Zebra_ZT410', format: 'zpl', data: Buffer.from(zpl).toString('base64') })).status).toBe(200);
    const [pdfJob, zplJob] = await cups.jobs();
    expect(pdfJob!.args.slice(0, -1)).toEqual(['-d', 'PDF', '-t', 'SF123 label', '-n', '2']);
    expect(pdfJob!.data).toEqual(PDF);
    expect(zplJob!.args.slice(0, -1)).toEqual(['-d', 'Zebra_ZT410', '-t', 'Parcelflow', '-n', '1', '-o', 'raw']);
    expect(zplJob!.data.toString()).toBe(zpl);

    for (const printer of ['Nope', 'PDF; touch /tmp/pwned', '-o']) {
      expect((await callAgent(agent.port, '/print', printBody({ printer }))).body, printer).toEqual({ error: 'printerNotFound' });
    }
    for (const bad of [{ copies: 11 }, { format: 'ps' }, { data: '###' }]) {
      expect((await callAgent(agent.port, '/print', printBody(bad))).body, JSON.stringify(bad)).toEqual({ error: 'badRequest' });
    }
    expect(await cups.jobs()).toHaveLength(2);
  });

  it('refuses a body over its cap and an unknown call', async () => {
    const small = await startAgent({ origins: [ORIGIN], ...KEYS, ports: [0], maxBodyBytes: 1024 });
    try {
      expect((await callAgent(small.port, '/print', printBody({ data: Buffer.alloc(2048).toString('base64') }))).status).toBe(413);
      expect((await callAgent(small.port, '/shutdown')).body).toEqual({ error: 'notFound' });
    } finally {
      await small.close();
    }
  });

  it('takes the next port when the first is taken, on 127.0.0.1 only', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    const next = await startAgent({ origins: [ORIGIN], ...KEYS, ports: [taken, taken + 1] });
    try {
      expect(next.port).toBe(taken + 1);
      expect((next.server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      await next.close();
      blocker.close();
    }
  });
});
