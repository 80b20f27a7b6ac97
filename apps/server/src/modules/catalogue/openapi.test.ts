import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCommands } from '../../commands.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

type Operation = { operationId: string; security: unknown[]; 'x-permission': string; responses: Record<string, { content: Record<string, unknown> }> };
type Document = { openapi: string; paths: Record<string, { post: Operation }> };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, public and cacheable, with the security headers', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const document = response.json() as Document;
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    const again = await t.app.inject({ url: '/api/openapi.json', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('has exactly one operation per registered command, ids unique, public ones without security', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as Document;
    const operations = Object.entries(document.paths).map(([path, item]) => ({ path, ...item.post }));
    expect(operations).toHaveLength(allCommands.length);
    for (const def of allCommands) {
      const found = operations.filter((op) => op.path === `/api/${def.service}/${def.command}/${def.version ?? '1.0'}`);
      expect(found, `${def.service}/${def.command}`).toHaveLength(1);
      expect(found[0]['x-permission']).toBe(def.permission);
      expect(found[0].security).toEqual(def.permission === 'public' ? [] : [{ sessionToken: [] }]);
    }
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    const download = operations.find((op) => op.operationId === 'file.fileDownload')!;
    expect(Object.keys(download.responses[200].content)).toContain('application/octet-stream');
  });

  it('publishes each command\'s answer schema in GET /api/commands too', async () => {
    const { commands } = (await t.app.inject({ url: '/api/commands' })).json() as { commands: { command: string; answerSchema: { type?: string; contentMediaType?: string } }[] };
    expect(commands.find((c) => c.command === 'listMyTasks')!.answerSchema).toMatchObject({ type: 'object' });
    expect(commands.find((c) => c.command === 'fileDownload')!.answerSchema).toMatchObject({ contentMediaType: 'application/octet-stream' });
  });
});
