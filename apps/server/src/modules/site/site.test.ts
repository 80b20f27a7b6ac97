import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceDeptOptions, Page, SiteOption, SiteRow } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { users } from '../account/index.ts';
import { auditLog } from '../auditLog/index.ts';
import { sites } from './site.table.ts';

let t: TestApp;
let admin: string;
let headOfficeId: number;
let guangzhouId: number;
let otherSiteId: number;

const list = async (query: Record<string, unknown> = {}, token = admin) => t.call<Page<SiteRow>>('main', 'listSites', query, token);
const save = (body: Record<string, unknown>) => t.call<{ id: number }>('main', 'saveSite', body, admin);
const site = (over: Record<string, unknown> = {}) => ({
  code: '1101', nameCn: '东莞网点', nameEn: 'Dongguan Outlet', siteType: 'outlet', parentId: guangzhouId, businessCategory: 'collection',
  baseCurrency: 'RMB', personInCharge: '何伟', phone: '0769-22001234', address: '东莞市长安镇振安路 8 号', ...over,
});
const logOf = (entityId: number) => t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'site'), eq(auditLog.entityId, String(entityId)))).orderBy(asc(auditLog.id));
const siteCount = async () => (await t.database.db.select().from(sites)).length;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  const [head, guangzhou] = (await list()).body.list;
  headOfficeId = head.id;
  guangzhouId = guangzhou.id;
  otherSiteId = (await list({}, await t.login('otheradmin'))).body.list[0].id;
});
afterAll(() => t.close());

describe('listSites', () => {
  it('answers the tree in order: the head office, then its branches with their staff', async () => {
    const { list: rows, total } = (await list()).body;
    expect(total).toBe(3);
    expect(rows.map((r) => [r.code, r.depth, r.childCount])).toEqual([['1001', 0, 2], ['1002', 1, 0], ['1003', 1, 0]]);
    expect(rows[1]).toMatchObject({ siteType: 'branch', parentCode: '1001', parentNameCn: '深圳总部', baseCurrency: 'RMB', staffCount: 2 });
  });

  it('filters by keyword and type, and refuses a page size outside 50/100/200/300', async () => {
    expect((await list({ keyword: 'yiwu' })).body.list.map((r) => r.code)).toEqual(['1003']);
    expect((await list({ siteType: 'headOffice' })).body.total).toBe(1);
    expect((await list({ pageSize: 20 })).body).toMatchObject({ field: 'pageSize' });
  });

  it('is refused without site.view (10021), and to a cargo owner even when an administrator', async () => {
    expect((await list({}, await t.login('demooper'))).code).toBe(10021);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.displayName, '李思远'));
    const owner = await t.login('demoowner');
    expect((await list({}, owner)).code).toBe(10021);
    expect((await t.call('main', 'saveSite', site(), owner)).code).toBe(10021);
    expect((await t.call<SiteOption[]>('main', 'listSiteOptions', {}, owner)).body).toEqual([]);
  });
});

describe('saveSite', () => {
  it('creates an outlet under a branch and logs it with its parent by name', async () => {
    const { code, body } = await save(site());
    expect(code).toBe(0);
    expect((await list({ keyword: '1101' })).body.list[0]).toMatchObject({ depth: 2, parentCode: '1002', siteType: 'outlet' });
    const [entry] = await logOf(body.id);
    expect(entry.action).toBe('create');
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'parent', before: null, after: '1002 广州分部' }]));
  });

  it('refuses bad fields with 400 naming the field, and changes nothing', async () => {
    const before = await siteCount();
    expect((await save(site({ code: '11A' }))).body).toMatchObject({ field: 'code', reason: 'invalidFormat' });
    expect((await save(site({ nameCn: '' }))).body).toMatchObject({ field: 'nameCn', reason: 'required' });
    expect((await save(site({ baseCurrency: 'EUR' }))).body).toMatchObject({ field: 'baseCurrency' });
    expect((await save(site({ phone: '0769*22' }))).body).toMatchObject({ field: 'phone', reason: 'invalidFormat' });
    expect((await save(site({ parentId: undefined }))).body).toMatchObject({ field: 'parentId', reason: 'required' });
    expect((await save(site({ siteType: 'headOffice' }))).body).toMatchObject({ field: 'parentId', reason: 'invalidValue' });
    expect(await siteCount()).toBe(before);
  });

  it('answers 20006 for a code or name already used in the company, but not for one used by another company', async () => {
    const before = await siteCount();
    expect(await save(site({ code: '1002' }))).toMatchObject({ code: 20006, body: { field: 'code' } });
    expect(await save(site({ code: '1102', nameCn: '广州分部' }))).toMatchObject({ code: 20006, body: { field: 'nameCn' } });
    expect(await save(site({ code: '1102', nameCn: '佛山网点', nameEn: 'guangzhou BRANCH' }))).toMatchObject({ code: 20006, body: { field: 'nameEn' } });
    expect(await siteCount()).toBe(before);
    expect((await save(site({ code: '2001', nameCn: '上海总部', nameEn: 'Shanghai Head Office' }))).code).toBe(0);
  });

  it('lets only one of two simultaneous saves of the same code through', async () => {
    const answers = await Promise.all([save(site({ code: '1401', nameCn: '中山网点', nameEn: '' })), save(site({ code: '1401', nameCn: '珠海网点', nameEn: '' }))]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 20006]);
  });

  it('keeps one head office at the root and the tree free of loops', async () => {
    expect((await save(site({ code: '1200', nameCn: '第二总部', nameEn: '', siteType: 'headOffice', parentId: null }))).body)
      .toMatchObject({ field: 'siteType', reason: 'duplicate' });
    const outlet = (await list({ keyword: '1101' })).body.list[0];
    expect((await save(site({ code: '1103', nameCn: '惠州网点', nameEn: '', parentId: outlet.id }))).body).toMatchObject({ field: 'parentId', reason: 'invalidValue' });
    const guangzhou = (await list({ keyword: '1002' })).body.list[0];
    const moveUnder = (parentId: number) => save({ ...guangzhou, parentId });
    expect((await moveUnder(guangzhou.id)).body).toMatchObject({ field: 'parentId', reason: 'invalidValue' });
    expect((await moveUnder(outlet.id)).body).toMatchObject({ field: 'parentId', reason: 'invalidValue' });
  });

  it('lets a site with sub-sites change anything but its code and type', async () => {
    const guangzhou = (await list({ keyword: '1002' })).body.list[0];
    expect((await save({ ...guangzhou, code: '1009' })).body).toMatchObject({ field: 'code', reason: 'inUse' });
    expect((await save({ ...guangzhou, siteType: 'outlet' })).body).toMatchObject({ field: 'siteType', reason: 'inUse' });
    expect((await save({ ...guangzhou, personInCharge: '刘洋洋', phone: '020-36601235' })).code).toBe(0);
    // The newest row: the demo history already holds an older change of this site.
    const changed = (await logOf(guangzhou.id)).at(-1)!;
    expect(changed.changes).toEqual([
      { field: 'personInCharge', before: '刘洋', after: '刘洋洋' }, { field: 'phone', before: '020-36601234', after: '020-36601235' },
    ]);
  });

  it('keeps the finance department chosen, lists and logs it by code and name, and clears it when left out', async () => {
    const [south, east] = (await t.call<FinanceDeptOptions>('main', 'getFinanceDeptOptions', {}, admin)).body.depts;
    const yiwu = (await list({ keyword: '1003' })).body.list[0];
    expect(yiwu).toMatchObject({ financeDeptId: east.id, financeDeptCode: 'FD02', financeDeptName: '华东财务部' });
    expect((await save({ ...yiwu, financeDeptId: south.id })).code).toBe(0);
    expect((await list({ keyword: '1003' })).body.list[0]).toMatchObject({ financeDeptId: south.id, financeDeptCode: 'FD01' });
    const { financeDeptId: _kept, ...withoutDept } = yiwu;
    expect((await save(withoutDept)).code).toBe(0);
    expect((await list({ keyword: '1003' })).body.list[0]).toMatchObject({ financeDeptId: null, financeDeptCode: null, financeDeptName: null });
    expect((await save({ ...yiwu, financeDeptId: east.id })).code).toBe(0);
    const logged = (await logOf(yiwu.id)).slice(-3).map((entry) => entry.changes);
    expect(logged).toEqual([
      [{ field: 'financeDept', before: 'FD02 华东财务部', after: 'FD01 华南财务部' }], [{ field: 'financeDept', before: 'FD01 华南财务部', after: null }],
      [{ field: 'financeDept', before: null, after: 'FD02 华东财务部' }],
    ]);
  });

  it("refuses another company's finance department or a missing one as not found, and changes nothing", async () => {
    const theirs = (await t.call<{ id: number }>('main', 'saveFinanceDept', { code: 'FDX2', name: '环球结算部' }, await t.login('otheradmin'))).body.id;
    const yiwu = (await list({ keyword: '1003' })).body.list[0];
    const notFound = { field: 'financeDeptId', reason: 'notFound' };
    expect((await save({ ...yiwu, personInCharge: '别人', financeDeptId: theirs })).body).toEqual(notFound);
    expect((await save({ ...yiwu, financeDeptId: 999_999 })).body).toEqual(notFound);
    expect((await save(site({ code: '1501', nameCn: '外司部门网点', nameEn: '', financeDeptId: theirs }))).body).toEqual(notFound);
    expect((await list({ keyword: '1003' })).body.list[0]).toEqual(yiwu);
    expect((await list({ keyword: '1501' })).body.total).toBe(0);
  });

  it("treats another company's site as missing, as the site and as the parent", async () => {
    expect((await save(site({ id: otherSiteId }))).body).toMatchObject({ field: 'id', reason: 'notFound' });
    expect((await save(site({ code: '1301', nameCn: '外司网点', nameEn: '', parentId: otherSiteId }))).body).toMatchObject({ field: 'parentId', reason: 'notFound' });
    expect((await t.call('main', 'deleteSite', { id: otherSiteId }, admin)).body).toMatchObject({ field: 'id', reason: 'notFound' });
  });
});

describe('deleteSite', () => {
  it('refuses a site with sub-sites or staff, deletes a bare one and logs it', async () => {
    const remove = (id: number) => t.call('main', 'deleteSite', { id }, admin);
    expect((await remove(headOfficeId)).body).toEqual({ field: 'id', reason: 'inUse' });
    expect((await remove((await list({ keyword: '1003' })).body.list[0].id)).body).toEqual({ field: 'id', reason: 'inUse' });
    const outlet = (await list({ keyword: '1101' })).body.list[0];
    expect((await remove(outlet.id)).code).toBe(0);
    expect((await list({ keyword: '1101' })).body.total).toBe(0);
    expect((await logOf(outlet.id)).map((entry) => entry.action)).toContain('delete');
  });
});
