import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { allCommands } from '../commands.ts';
import { enqueueTask } from '../tasks/enqueue.ts';
import { tasks } from '../tasks/task.table.ts';
import { findDemoUser } from '../tasks/task.testing.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { defineCommand } from './command.ts';
import { describeError } from './error-log.ts';

const PARAMETER = 'SECRET-PARAMETER-4711';
const BODY_TEXT = 'BODY-TEXT-0815';

/** A command whose query fails in PostgreSQL with the caller's value as its parameter: a server error, forced. */
const failingCommand = defineCommand({
  service: 'main', command: 'forceDatabaseError', summary: 'test only', permission: 'public',
  input: z.object({ value: z.string() }),
  handler: async (ctx, input) => ctx.db.execute(sql`select ${input.value}::integer`),
});

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({
    logger: { level: 'info', stream },
    commands: [...allCommands, failingCommand],
    tasks: {
      handlers: {
        orderCheck: async (ctx) => {
          await ctx.db.execute(sql`select ${PARAMETER}::integer`);
          return {};
        },
      },
      pollMs: 20,
    },
  });
});
afterAll(() => t.close());

describe('a server error in the log', () => {
  it('names the class, code and message of a failed command, never its SQL parameters or the request body', async () => {
    const answer = await t.call('main', 'forceDatabaseError', { value: PARAMETER, note: BODY_TEXT });
    expect(answer.code).toBe(500);
    const logged = lines.find((line) => line.includes('command failed'));
    expect(logged).toBeDefined();
    expect(JSON.parse(logged!).error).toMatchObject({
      type: 'DrizzleQueryError', message: 'Failed query: select $1::integer', cause: { code: '22P02', message: 'invalid input syntax for type integer: "…"' },
    });
    expect(logged).toContain('    at ');
    for (const line of lines) {
      expect(line).not.toContain(PARAMETER);
      expect(line).not.toContain(BODY_TEXT);
    }
  });

  it('keeps the parameters of a failed task out of the log too', async () => {
    const task = await enqueueTask(t.database.db, await findDemoUser(t.database.db, 'demoadmin'), 'orderCheck', {});
    await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
      expect(row.status).toBe('failed');
    }, { timeout: 10_000, interval: 50 });
    expect(lines.some((line) => line.includes('task failed') && line.includes('22P02'))).toBe(true);
    expect(lines.join('')).not.toContain(PARAMETER);
  });

  it('elides quoted input and cuts Drizzle parameters from any error, keeping the stack frames', () => {
    let thrown: unknown;
    try {
      JSON.parse(`"${BODY_TEXT}`);
    } catch (error) {
      thrown = error;
    }
    const described = describeError(new Error(`Failed query: insert into t values ($1)\nparams: ${PARAMETER}`, { cause: thrown }));
    expect(JSON.stringify(described)).not.toContain(PARAMETER);
    expect(JSON.stringify(described)).not.toContain(BODY_TEXT);
    expect(described).toMatchObject({ type: 'Error', message: 'Failed query: insert into t values ($1)', cause: { type: 'SyntaxError' } });
    expect(described.stack).toMatch(/^Error: Failed query: insert into t values \(\$1\)\n {4}at /);
    expect(describeError('a string')).toEqual({ type: 'string', message: 'a thrown value that is not an Error' });
  });
});
