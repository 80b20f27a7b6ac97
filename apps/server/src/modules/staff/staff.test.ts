import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, PositionSummary, SiteRow, StaffRow } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditLog } from '../auditLog/index.ts';
import { staff } from './staff.table.ts';

let t: TestApp;
let admin: string;
let other: string;
let yiwuId: number;
let operatorId: number;
let otherSiteId: number;
let otherPositionId: number;

const list = (query: Record<string, unknown> = {}, token = admin) => t.call<Page<StaffRow>>('main', 'listStaff', query, token);
const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveStaff', body, token);
const byCode = async (code: string) => (await list({ keyword: code })).body.list.find((row) => row.code === code)!;
const person = (over: Record<string, unknown> = {}) => ({
  code: 'E101', name: '郑凯', gender: 'male', status: 'inPost', siteId: yiwuId, department: '操作部', phone: '13800000101',
  positionId: operatorId, hireDate: '2024-05-06', ...over,
});
const staffCount = async () => (await t.database.db.select().from(staff)).length;
const logOf = (id: number) => t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(id)))).orderBy(asc(auditLog.id));
const loginCode = async (account: string) => (await t.call('uc', 'userLogin', { account, password: 'demo1234' })).code;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  other = await t.login('otheradmin');
  yiwuId = (await t.call<Page<SiteRow>>('main', 'listSites', { keyword: '1003' }, admin)).body.list[0].id;
  operatorId = (await t.call<PositionSummary[]>('main', 'listPositions', {}, admin)).body.find((p) => p.roleKey === 'operator')!.id;
  otherSiteId = (await t.call<Page<SiteRow>>('main', 'listSites', {}, other)).body.list[0].id;
  otherPositionId = (await t.call<PositionSummary[]>('main', 'listPositions', {}, other)).body[0].id;
});
afterAll(() => t.close());

describe('listStaff', () => {
  it('answers the page by code with site, position and bound login, and filters', async () => {
    const { list: rows, total } = (await list()).body;
    expect(total).toBe(10);
    expect(rows[1]).toMatchObject({ code: 'E002', siteCode: '1001', positionRoleKey: 'operator', login: { account: 'demooper' } });
    expect((await list({ status: 'left' })).body.list.map((r) => r.code)).toEqual(['E003']);
    expect((await list({ siteId: yiwuId })).body.list.map((r) => r.code)).toEqual(['E006', 'E009']);
    expect((await list({ keyword: '王丽' })).body.total).toBe(1);
  });

  it("offers the company's own positions to the form", async () => {
    const offered = (await t.call<{ id: number }[]>('main', 'listStaffPositions', {}, admin)).body.map((p) => p.id);
    expect(offered).toContain(operatorId);
    expect(offered).not.toContain(otherPositionId);
  });

  it('is refused without staff.view: 10021', async () => {
    expect((await list({}, await t.login('demooper'))).code).toBe(10021);
  });
});

describe('saveStaff', () => {
  it('creates a staff member and logs it with site and position by name', async () => {
    const { code, body } = await save(person());
    expect(code).toBe(0);
    expect(await byCode('E101')).toMatchObject({ siteCode: '1003', positionRoleKey: 'operator', hireDate: '2024-05-06', login: null });
    const [entry] = await logOf(body.id);
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'site', before: null, after: '1003 义乌分部' }, { field: 'position', before: null, after: 'operator' }]));
  });

  it('refuses bad fields and a taken code with 400 naming the field, and changes nothing', async () => {
    const before = await staffCount();
    expect((await save(person({ code: 'E102', status: 'retired' }))).body).toMatchObject({ field: 'status' });
    expect((await save(person({ code: 'E102', phone: '138-ABC' }))).body).toMatchObject({ field: 'phone', reason: 'invalidFormat' });
    expect((await save(person({ code: 'E102', hireDate: '2024-13-01' }))).body).toMatchObject({ field: 'hireDate' });
    expect((await save(person({ code: 'E 102' }))).body).toMatchObject({ field: 'code', reason: 'invalidFormat' });
    expect((await save(person({ code: 'E001' }))).body).toEqual({ field: 'code', reason: 'duplicate' });
    expect(await staffCount()).toBe(before);
  });

  it("treats another company's staff, site and position as missing", async () => {
    const glbx = (await list({}, other)).body.list[0];
    expect((await save(person({ id: glbx.id }))).body).toMatchObject({ field: 'id', reason: 'notFound' });
    expect((await save(person({ code: 'E103', siteId: otherSiteId }))).body).toMatchObject({ field: 'siteId', reason: 'notFound' });
    expect((await save(person({ code: 'E103', positionId: otherPositionId }))).body).toMatchObject({ field: 'positionId', reason: 'notFound' });
    expect((await t.call('main', 'deleteStaff', { id: glbx.id }, admin)).body).toMatchObject({ field: 'id', reason: 'notFound' });
    expect((await list({}, other)).body.list[0]).toEqual(glbx);
  });

  it('takes a suspended employee out of login at once, and lets them back when in post again', async () => {
    const session = await t.login('demooper');
    const wangLi = await byCode('E002');
    const fields = { ...wangLi, siteId: wangLi.siteId, positionId: wangLi.positionId };
    expect((await save({ ...fields, status: 'suspended' })).code).toBe(0);
    expect(await loginCode('demooper')).toBe(10046);
    expect((await t.call('uc', 'checkSession', {}, session)).code).toBe(404);
    expect((await save({ ...fields, status: 'inPost' })).code).toBe(0);
    expect(await loginCode('demooper')).toBe(0);
  });

  it("refuses to take the caller's own staff record out of post", async () => {
    const own = await byCode('E001');
    expect((await save({ ...own, status: 'left' })).body).toEqual({ field: 'status', reason: 'invalidValue' });
  });
});

describe('deleteStaff', () => {
  it('refuses a staff member with a bound login, deletes one without and logs it', async () => {
    expect((await t.call('main', 'deleteStaff', { id: (await byCode('E002')).id }, admin)).body).toEqual({ field: 'id', reason: 'inUse' });
    const { id } = await byCode('E101');
    expect((await t.call('main', 'deleteStaff', { id }, admin)).code).toBe(0);
    expect((await logOf(id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
  });
});
