import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogRow, Page, PositionSummary } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
});
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const logOf = async (token: string, query: Record<string, unknown> = {}) =>
  t.call<Page<AuditLogRow>>('main', 'listAuditLog', { dateFrom: today, dateTo: today, ...query }, token);

describe('listAuditLog', () => {
  it('keeps who created, renamed, re-granted and deleted a position, field by field, newest first', async () => {
    const { id } = (await t.call<{ id: number }>('main', 'savePosition', { name: '夜班调度', kind: 'ordinary' }, admin)).body;
    await t.call('main', 'savePosition', { id, name: '夜班调度组', kind: 'ordinary' }, admin);
    await t.call('main', 'savePositionRights', { positionId: id, menus: [{ menuId: '1', visible: true, usable: true }, { menuId: '1_2', visible: true, usable: false }], functions: [] }, admin);
    await t.call('main', 'deletePosition', { id }, admin);

    const log = (await logOf(admin, { entity: 'position', keyword: String(id) })).body;
    expect(log.total).toBe(4);
    expect(log.list.map((row) => row.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(log.list.every((row) => row.userNo && row.entityId === String(id))).toBe(true);
    const [deleted, rights, renamed, created] = log.list;
    expect(created.changes).toEqual(expect.arrayContaining([{ field: 'name', before: null, after: '夜班调度' }]));
    expect(renamed.changes).toEqual([{ field: 'name', before: '夜班调度', after: '夜班调度组' }]);
    expect(rights.changes).toEqual(expect.arrayContaining([{ field: 'visibleMenus', before: [], after: ['1', '1_2'] }, { field: 'usableMenus', before: [], after: ['1'] }]));
    expect(deleted.changes).toEqual(expect.arrayContaining([{ field: 'name', before: '夜班调度组', after: null }]));
  });

  it('records nothing for a save that changes nothing', async () => {
    const positions = (await t.call<PositionSummary[]>('main', 'listPositions', {}, admin)).body;
    const cashier = positions.find((p) => p.roleKey === 'cashier')!;
    await t.call('main', 'savePosition', { id: cashier.id, name: cashier.name, kind: cashier.kind }, admin);
    expect((await logOf(admin, { entity: 'position', keyword: String(cashier.id) })).body.total).toBe(0);
  });

  it('finds rows by part of the record name and by user; pages them', async () => {
    await t.call('main', 'savePosition', { name: '单证复核员', kind: 'ordinary' }, admin);
    expect((await logOf(admin, { keyword: '复核' })).body.list.map((row) => row.entityLabel)).toEqual(['单证复核员']);
    expect((await logOf(admin, { userNo: 'nobody-such' })).body.total).toBe(0);
    const [byName] = (await logOf(admin, { userNo: '陈建', keyword: '复核' })).body.list;
    expect(byName).toMatchObject({ userName: '陈建国', entityLabel: '单证复核员' });
    expect((await logOf(admin, { userNo: byName.userNo, keyword: '复核' })).body.total).toBe(1);
    const page = (await logOf(admin, { pageSize: 50, currentPage: 2 })).body;
    expect(page.list).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
  });

  it('refuses more than 31 days, an end before the start, and page sizes outside the list', async () => {
    expect((await logOf(admin, { dateFrom: '2026-01-01', dateTo: '2026-02-01' })).body).toMatchObject({ field: 'dateTo', reason: 'tooBig', max: 31 });
    expect((await logOf(admin, { dateFrom: '2026-01-02', dateTo: '2026-01-01' })).body).toMatchObject({ field: 'dateFrom', reason: 'invalidValue' });
    expect((await logOf(admin, { pageSize: 20 })).code).toBe(400);
  });

  it("shows a company only its own log, and refuses a user without the right with 10021", async () => {
    const other = await t.login('otheradmin');
    expect((await logOf(other, { keyword: '复核' })).body.total).toBe(0);
    expect((await logOf(await t.login('demooper'))).code).toBe(10021);
  });
});
