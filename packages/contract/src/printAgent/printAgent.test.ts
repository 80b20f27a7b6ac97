import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { compareVersions, PRINT_AGENT_PORTS, printAgentPrintRequest } from './protocol.ts';
import { hmacSha256Bytes, sha256Bytes } from './sha256.ts';
import { agentCanonicalString, sha256Hex, signAgentRequest } from './sign.ts';

describe('print agent protocol', () => {
  it('signs with WebCrypto exactly as node:crypto computes the HMAC of the canonical string', async () => {
    const body = JSON.stringify({ printer: 'PDF', data: 'JVBERi0=' });
    const headers = await signAgentRequest({ appKey: 'k', appSecret: 's3cret', method: 'post', path: '/print', body, timestamp: 1_700_000_000_000, nonce: 'ab'.repeat(16) });
    const bodyHash = createHash('sha256').update(body).digest('hex');
    expect(await sha256Hex(body)).toBe(bodyHash);
    const canonical = agentCanonicalString('POST', '/print', '1700000000000', 'ab'.repeat(16), bodyHash);
    expect(canonical.split('\n')).toEqual(['POST', '/print', '1700000000000', 'ab'.repeat(16), bodyHash]);
    expect(headers).toEqual({
      'x-pf-app-key': 'k', 'x-pf-timestamp': '1700000000000', 'x-pf-nonce': 'ab'.repeat(16),
      'x-pf-sign': createHmac('sha256', 's3cret').update(canonical).digest('hex'),
    });
    expect((await signAgentRequest({ appKey: 'k', appSecret: 's', method: 'POST', path: '/version', body: '' }))['x-pf-nonce']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('computes SHA-256 and HMAC-SHA256 in plain TypeScript as node:crypto does, for pages without WebCrypto', async () => {
    const texts = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'b'.repeat(64), '标签 label '.repeat(1000)];
    for (const text of texts) {
      const bytes = new TextEncoder().encode(text);
      expect(Buffer.from(sha256Bytes(bytes)).toString('hex'), `${text.length}`).toBe(createHash('sha256').update(text).digest('hex'));
      for (const key of ['k', 's'.repeat(64), 'x'.repeat(100)]) {
        expect(Buffer.from(hmacSha256Bytes(new TextEncoder().encode(key), bytes)).toString('hex')).toBe(createHmac('sha256', key).update(text).digest('hex'));
      }
    }
    const request = { appKey: 'k', appSecret: 'secret', method: 'POST', path: '/print', body: '{"a":1}', timestamp: 1, nonce: 'cd'.repeat(16) };
    const withWebCrypto = await signAgentRequest(request);
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => array });
    try {
      expect(await signAgentRequest(request)).toEqual(withWebCrypto);
      expect(await sha256Hex('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('compares versions by their numeric parts', () => {
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.2.0', '1.10.0')).toBe(-1);
    expect(compareVersions('2.0', '1.9.9')).toBe(1);
    expect(compareVersions('v1.0.1-beta', '1.0.0')).toBe(1);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
  });

  it('takes 11 ports and refuses a print request out of bounds', () => {
    expect(PRINT_AGENT_PORTS).toEqual([60000, 60001, 60002, 60003, 60004, 60005, 60006, 60007, 60008, 60009, 60010]);
    expect(printAgentPrintRequest.parse({ printer: 'PDF', format: 'pdf', data: 'JVBERi0=' })).toMatchObject({ copies: 1, title: '' });
    for (const bad of [{ copies: 11 }, { copies: 0 }, { format: 'ps' }, { data: 'not base64!' }, { printer: '' }]) {
      expect(printAgentPrintRequest.safeParse({ printer: 'PDF', format: 'pdf', data: 'JVBERi0=', ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
