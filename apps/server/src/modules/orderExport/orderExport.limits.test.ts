import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCommands } from '../../commands.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { orders } from '../order/index.ts';
import { startOrderExportCommand } from './orderExport.commands.ts';
import { demoCarrier, orderValues } from './orderExport.fixture.ts';
import { startExport } from './orderExport.testing.ts';

const MAX = 5;
const MARCH = { dateFrom: '2025-03-03', dateTo: '2025-03-04' };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The limit lowered through the command's parameter; no task handler, so an export stays waiting.
  const commands = [...allCommands.filter((command) => command.command !== 'startOrderExport'), startOrderExportCommand(MAX)];
  t = await createTestApp({ commands, tasks: { handlers: {} } });
  admin = await t.login('demoadmin');
  const carrier = await demoCarrier(t.database.db);
  const march3 = new Date('2025-03-03T08:00:00Z');
  await t.database.db.insert(orders).values(Array.from({ length: MAX + 1 }, (_, i) => orderValues(carrier, `LIM${i}`, { createdAt: march3, status: i === 0 ? 'cancelled' : 'toShip' })));
});
afterAll(() => t.close());

const start = (body: Record<string, unknown>, token = admin) => startExport(t, token, { columns: ['orderNo'], ...body });

describe('startOrderExport refuses', () => {
  it('more orders than the limit with 50000, naming the limit', async () => {
    expect(await start(MARCH)).toEqual({ code: 50000, body: { max: MAX } });
  });

  it('a filter that finds nothing with a 400 saying so', async () => {
    expect(await start({ ...MARCH, status: 'signed' })).toEqual({ code: 400, body: { field: 'orders', reason: 'notFound' } });
  });

  it('the list\'s own bad filters, no column, a column twice or unknown, and an unknown time zone', async () => {
    expect(await start({ dateFrom: '2025-01-01', dateTo: '2025-03-04' })).toEqual({ code: 400, body: { field: 'dateTo', reason: 'tooBig', max: 31 } });
    expect(await start({ ...MARCH, columns: [] })).toMatchObject({ code: 400, body: { field: 'columns', reason: 'required' } });
    expect(await start({ ...MARCH, columns: ['orderNo', 'orderNo'] })).toMatchObject({ code: 400, body: { field: 'columns', reason: 'invalidValue' } });
    expect(await start({ ...MARCH, columns: ['links'] })).toMatchObject({ code: 400, body: { field: 'columns.0', reason: 'invalidValue' } });
    expect(await start({ ...MARCH, timeZone: 'Mars/Olympus' })).toMatchObject({ code: 400, body: { field: 'timeZone', reason: 'invalidValue' } });
  });

  it('a second export while the first waits with 20182, and queues the first with its language settled', async () => {
    const first = await start({ ...MARCH, status: 'toShip' });
    expect(first).toMatchObject({ code: 0, body: { type: 'orderExport', commonName: 2, status: 'waiting' } });
    expect(first.body.reqParam).toEqual({ ...MARCH, status: 'toShip', columns: ['orderNo'], language: 'zh-CN', timeZone: 'Asia/Shanghai' });
    expect(await start({ ...MARCH, status: 'toShip' })).toEqual({ code: 20182, body: {} });
    // One export per user: another user of the company may still start theirs.
    expect((await start({ ...MARCH, status: 'toShip' }, await t.login('demooper'))).code).toBe(0);
  });
});
