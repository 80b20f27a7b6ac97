import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('the log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  it('holds one line per command with who called it and how it ended, and never a token, password or body', async () => {
    lines.length = 0;
    const token = await t.login('demoadmin', 'demo1234');
    await t.call('uc', 'checkSession', {}, token);
    await t.call('uc', 'userLogin', { account: 'demoadmin', password: 'wrong-Secret-9' });
    const commands = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'command');
    expect(commands.map((entry) => `${entry.service}/${entry.command} ${entry.resultCode}`)).toEqual(['uc/userLogin 0', 'uc/checkSession 0', 'uc/userLogin 10001']);
    expect(commands[1]).toMatchObject({ companyNo: 'HYEXP', userNo: expect.any(String), ms: expect.any(Number), ip: '127.0.0.1' });
    expect(lines).toHaveLength(3);
    const everything = lines.join('\n');
    for (const secret of [token, 'demo1234', 'wrong-Secret-9']) expect(everything).not.toContain(secret);
  });
});

describe('an error logged as { err } anywhere', () => {
  it('keeps its class, message and stack, never the SQL parameters or quoted input it carried', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp({ logger: { level: 'info', stream } });
    try {
      const failure = new Error('Failed query: select * from users where account = $1\nparams: secret-account-42');
      t.app.log.error({ err: failure }, 'something failed');
      const entry = JSON.parse(lines.find((line) => line.includes('something failed')) ?? '{}') as { err?: { type: string; message: string; stack: string } };
      expect(entry.err).toMatchObject({ type: 'Error', message: 'Failed query: select * from users where account = $1' });
      expect(entry.err?.stack).toContain('command-log.test.ts');
      expect(lines.join('')).not.toContain('secret-account-42');
    } finally {
      await t.close();
    }
  });
});
