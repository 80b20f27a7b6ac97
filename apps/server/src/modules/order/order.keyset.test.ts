import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { orderInputFor } from './order.fixture.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { orders } from './order.table.ts';

type Page = { list: { id: number; orderNo: string }[]; cursors?: { before: string; after: string } };
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  const [company] = await t.database.db.select().from(companies).where(eq(companies.companyNo, 'HYEXP'));
  const base = await orderInputFor(t.database.db, company.id);
  const ids: number[] = [];
  for (let i = 0; i < 8; i++) ids.push((await t.call<{ id: number }>('main', 'createOrder', { ...base, customerNo: `KEY-${i}` }, admin)).body.id);
  for (const id of ids.slice(0, 3)) expect((await t.call('main', 'auditPass', { id }, admin)).code).toBe(0);
  // Ties on every sort key but the id: equal weights and pieces, and two orders created at the same microsecond.
  await executeRows(t.database.db, sql`update ${orders} set created_at = (select created_at from ${orders} where id = ${ids[5]}) where id = ${ids[6]}`);
});
afterAll(() => t.close());

const list = (input: Record<string, unknown>) => t.call<Page>('main', 'listOrders', { withTotals: false, ...input }, admin);
const numbers = (page: { body: Page }) => page.body.list.map((row) => row.orderNo);

describe('listOrders by keyset', () => {
  it('walks next and previous pages from the cursors exactly as the pages numbered', async () => {
    const sorts = [
      {}, { orderType: 'asc' }, { orderField: 'pieces', orderType: 'desc' }, { orderField: 'weight', orderType: 'asc' },
      { orderField: 'waybillNo', orderType: 'asc' }, { orderField: 'waybillNo', orderType: 'desc' },
      { orderField: 'auditedAt', orderType: 'asc' }, { orderField: 'auditedAt', orderType: 'desc' }, { orderField: 'orderNo', orderType: 'asc' },
      { status: 'toBeAudited', orderField: 'weight', orderType: 'desc' }, { kinds: ['receive'], status: 'toBeAudited' },
    ];
    for (const sort of sorts) {
      const numbered: string[][] = [];
      for (let currentPage = 1; currentPage <= 6; currentPage++) {
        const page = numbers(await list({ ...sort, pageSize: 5, currentPage }));
        if (page.length) numbered.push(page);
      }
      expect(numbered.length, JSON.stringify(sort)).toBeGreaterThan(1);
      const walked = [await list({ ...sort, pageSize: 5, withCursors: true })];
      while (walked.length < numbered.length) {
        const { code, body } = walked.at(-1)!;
        expect(code, JSON.stringify(body)).toBe(0);
        walked.push(await list({ ...sort, pageSize: 5, currentPage: walked.length + 1, withCursors: true, after: body.cursors!.after }));
      }
      expect(walked.map(numbers), JSON.stringify(sort)).toEqual(numbered);
      for (let at = numbered.length - 1; at >= 1; at--) {
        const back = await list({ ...sort, pageSize: 5, currentPage: at, withCursors: true, before: walked[at].body.cursors!.before });
        expect(numbers(back), JSON.stringify(sort)).toEqual(numbered[at - 1]);
      }
    }
  });

  it('answers cursors only when asked, and refuses a cursor of another sort, a broken one, or both at once', async () => {
    expect((await list({})).body).not.toHaveProperty('cursors');
    const { cursors } = (await list({ withCursors: true })).body;
    expect(cursors).toEqual({ before: expect.any(String), after: expect.any(String) });
    expect((await list({ orderField: 'weight', after: cursors!.after })).body).toEqual({ field: 'after', reason: 'invalidValue' });
    expect((await list({ before: 'not-a-cursor' })).body).toEqual({ field: 'before', reason: 'invalidValue' });
    const altered = Buffer.from(JSON.stringify(['createdAt:desc', 'yesterday', '12'])).toString('base64url');
    expect((await list({ after: altered })).body).toEqual({ field: 'after', reason: 'invalidValue' });
    expect((await list({ after: cursors!.after, before: cursors!.before })).body).toEqual({ field: 'before', reason: 'invalidValue' });
  });

  it('jumps to a page over at most 100,000 rows', async () => {
    expect((await list({ pageSize: 50, currentPage: 2001 })).code).toBe(0);
    expect((await list({ pageSize: 50, currentPage: 2002 })).body).toEqual({ field: 'currentPage', reason: 'tooBig', max: 2001 });
    expect((await list({ pageSize: 300, currentPage: 335 })).body).toEqual({ field: 'currentPage', reason: 'tooBig', max: 334 });
  });
});
