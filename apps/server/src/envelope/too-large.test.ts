import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMMAND_BODY_BYTES, MAX_UPLOAD_BYTES } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { exchange, openConnection, type RawBody } from './raw-http.testing.ts';

/** Real HTTP against app.listen: inject never shows what a client still sending a huge body sees on the wire. */
let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demoadmin');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const BOUNDARY = 'parcelflow-test-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function multipart(filler: number): RawBody {
  const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const before = `${field('head', JSON.stringify({ token }))}${field('body', '{}')}--${BOUNDARY}\r\n`
    + 'Content-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n';
  return { before: Buffer.from(before), filler, after: Buffer.from(`\r\n--${BOUNDARY}--\r\n`) };
}

function json(filler: number): RawBody {
  return { before: Buffer.from('{"head":{},"body":{"account":"'), filler, after: Buffer.from('"}}') };
}

async function send(path: string, contentType: string, body: RawBody, options: { chunked: boolean; close?: boolean }) {
  const socket = await openConnection(port);
  try {
    return await exchange(socket, path, contentType, body, options);
  } finally {
    socket.destroy();
  }
}

const uploadRefusal = { result_code: 400, body: JSON.stringify({ field: 'file', reason: 'tooBig', max: MAX_UPLOAD_BYTES }) };
const bodyRefusal = { result_code: 400, body: JSON.stringify({ field: 'body', reason: 'bodyTooLarge', max: MAX_COMMAND_BODY_BYTES }) };
// What the server reads after its answer (10 MB), what it had read before, and what the sockets' buffers hold.
const BOUNDED = 40 * MB;

describe('a body over its limit, from a client that keeps sending', () => {
  it('a 200 MB upload declaring its length is answered 413 before its bytes are read, then cut off after a bounded drain', async () => {
    const sent = await send('/api/file/upload/1.0', MULTIPART, multipart(200 * MB), { chunked: false });
    expect(sent).toMatchObject({ status: 413, answer: uploadRefusal, closed: true });
    expect(sent.sentBytes).toBeLessThan(BOUNDED);
  });

  it('a 200 MB upload sent in chunks, without a length, is answered 413 once past the limit', async () => {
    const sent = await send('/api/file/upload/1.0', MULTIPART, multipart(200 * MB), { chunked: true });
    expect(sent).toMatchObject({ status: 413, answer: uploadRefusal, closed: true });
    expect(sent.sentBytes).toBeLessThan(BOUNDED);
  });

  it('a 200 MB upload asking for "connection: close" is answered before the connection closes', async () => {
    const sent = await send('/api/file/upload/1.0', MULTIPART, multipart(200 * MB), { chunked: false, close: true });
    expect(sent).toMatchObject({ status: 413, answer: uploadRefusal, closed: true });
  });

  it('a 200 MB command body is answered 413, with or without a length', async () => {
    for (const chunked of [false, true]) {
      const sent = await send('/api/uc/userLogin/1.0', 'application/json', json(200 * MB), { chunked });
      expect(sent, `chunked: ${chunked}`).toMatchObject({ status: 413, answer: bodyRefusal, closed: true });
      expect(sent.sentBytes).toBeLessThan(BOUNDED);
    }
  });

  it('an upload one byte over the limit is read whole, answered 413, and its connection serves the next request', async () => {
    const socket = await openConnection(port);
    try {
      const first = await exchange(socket, '/api/file/upload/1.0', MULTIPART, multipart(MAX_UPLOAD_BYTES + 1), { chunked: false });
      expect(first).toMatchObject({ status: 413, answer: uploadRefusal, closed: false });
      const second = await exchange(socket, '/api/uc/userLogin/1.0', 'application/json', json(0), { chunked: false });
      expect(second).toMatchObject({ status: 200, answer: { result_code: 400 }, closed: false });
    } finally {
      socket.destroy();
    }
  });

  it('leaves the server answering', async () => {
    expect((await t.call('uc', 'userLogin', { account: 'demoadmin', password: 'demo1234' })).code).toBe(0);
  });
});

describe('a lower upload limit set by UPLOAD_MAX_MB', () => {
  it('refuses an upload over it with 413 naming that limit, and takes one within it', async () => {
    const limited = await createTestApp({ uploadMaxBytes: 64 * 1024 });
    try {
      const admin = await limited.login('demoadmin');
      const upload = (bytes: number) => {
        const form = new FormData();
        form.append('head', JSON.stringify({ token: admin }));
        form.append('body', '{}');
        form.append('file', new Blob([Buffer.alloc(bytes, 'x')]), 'notes.txt');
        return new Request('http://local/', { method: 'POST', body: form });
      };
      const inject = async (bytes: number) => {
        const request = upload(bytes);
        const payload = Buffer.from(await request.arrayBuffer());
        return limited.app.inject({ method: 'POST', url: '/api/file/upload/1.0', payload, headers: { 'content-type': request.headers.get('content-type') ?? '' } });
      };
      const over = await inject(64 * 1024 + 1);
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ result_code: 400, body: JSON.stringify({ field: 'file', reason: 'tooBig', max: 64 * 1024 }) });
      expect((await inject(64 * 1024)).json().result_code).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
