import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerView, FinanceDeptOptions, Page } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { customerTesting, newCustomer } from './customer.testing.ts';

let t: TestApp;
let admin: string;
let other: string;
let h: ReturnType<typeof customerTesting>;
let branch: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  other = await t.login('otheradmin');
  h = customerTesting(t);
  branch = await h.siteId('1002');
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveCustomer', body, token);
const list = (query: Record<string, unknown> = {}, token = admin) => t.call<Page<CustomerView>>('main', 'listCustomers', query, token);

describe('saveCustomer and listCustomers', () => {
  it('creates a customer in the default group on its site, and lists it with its names', async () => {
    const created = await save(newCustomer(branch, { code: 'T-LIST' }));
    expect(created.code).toBe(0);
    const page = await list({ keyword: 't-list' });
    expect(page.body.total).toBe(1);
    expect(page.body.list[0]).toMatchObject({
      id: created.body.id, code: 'T-LIST', status: 'normal', enabled: true, siteCode: '1002', siteNameCn: '广州分部', groupName: 'default', groupIsDefault: true, login: null,
    });
    const [entry] = await h.auditOf('customer', created.body.id);
    expect(entry).toMatchObject({ action: 'create', entityLabel: 'T-LIST 测试客户' });
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'code', before: null, after: 'T-LIST' }]));
  });

  it('filters by status, settlement type, attribute, group, common and enabled, a page of 50 to 300', async () => {
    expect((await list({ status: 'stopped' })).body.list.map((c) => c.code)).toEqual(['C0003']);
    expect((await list({ isCommon: true })).body.list.map((c) => c.code)).toEqual(['C0001', 'C1002']);
    expect((await list({ settlementType: 'halfMonth', attribute: 'direct' })).body.list.map((c) => c.code)).toEqual(['C1001']);
    const group = await h.groupId(await h.companyId('HYEXP'), '电商大客户');
    expect((await list({ groupId: group })).body.list.map((c) => c.code)).toEqual(['C0001', 'C0004', 'C1001', 'C1002']);
    expect((await list({ pageSize: 100, enabled: false })).body.total).toBe(0);
    expect((await list({ pageSize: 20 })).body).toMatchObject({ field: 'pageSize', reason: 'invalidValue' });
  });

  it('refuses bad fields naming them, and writes nothing', async () => {
    const before = (await list()).body.total;
    const refused = async (over: Record<string, unknown>) => (await save(newCustomer(branch, { code: 'T-BAD', ...over }))).body;
    expect(await refused({ code: 'AB' })).toMatchObject({ field: 'code', reason: 'tooShort', min: 3 });
    expect(await refused({ code: 'A'.repeat(41) })).toMatchObject({ field: 'code', reason: 'tooLong', max: 40 });
    expect(await refused({ name: '名'.repeat(41) })).toMatchObject({ field: 'name', reason: 'tooLong', max: 40 });
    expect(await refused({ phone: '020-ABC' })).toMatchObject({ field: 'phone', reason: 'invalidFormat' });
    expect(await refused({ companyName: 'x'.repeat(91) })).toMatchObject({ field: 'companyName', reason: 'tooLong', max: 90 });
    expect(await refused({ address: '' })).toMatchObject({ field: 'address', reason: 'required' });
    expect(await refused({ settlementType: undefined })).toMatchObject({ field: 'settlementType', reason: 'required' });
    expect(await refused({ attribute: 'vip' })).toMatchObject({ field: 'attribute', reason: 'invalidValue' });
    expect(await refused({ siteId: undefined })).toMatchObject({ field: 'siteId', reason: 'required' });
    expect(await refused({ code: 'C0003' })).toMatchObject({ field: 'code', reason: 'duplicate' });
    expect((await list()).body.total).toBe(before);
  });

  it('keeps at most 4 common customers, each on the head-office site', async () => {
    const first = await save(newCustomer(branch, { code: 'T-COMMON-1', isCommon: true }));
    const view = (await list({ keyword: 'T-COMMON-1' })).body.list[0];
    expect(view.siteNameCn).toBe('深圳总部');
    expect((await save(newCustomer(branch, { code: 'T-COMMON-2', isCommon: true }))).code).toBe(0);
    expect((await save(newCustomer(branch, { code: 'T-COMMON-3', isCommon: true }))).body).toEqual({ field: 'isCommon', reason: 'tooBig', max: 4 });
    expect((await save(newCustomer(branch, { id: first.body.id, code: 'T-COMMON-1', isCommon: true, name: '改名' }))).code).toBe(0);
    expect((await save(newCustomer(branch, { id: first.body.id, code: 'T-COMMON-1', isCommon: false }))).code).toBe(0);
    expect((await save(newCustomer(branch, { code: 'T-COMMON-3', isCommon: true }))).code).toBe(0);
  });

  it('links a cargo owner by its code to one live customer only', async () => {
    const created = await save(newCustomer(branch, { code: 'T-OWNER' }));
    const link = (companyNo: string) => save(newCustomer(branch, { id: created.body.id, code: 'T-OWNER', linkedOwnerCompanyNo: companyNo }));
    expect((await link('OWN1001')).body).toEqual({ field: 'linkedOwnerCompanyNo', reason: 'duplicate' });
    expect((await link('GLBX')).body).toEqual({ field: 'linkedOwnerCompanyNo', reason: 'notFound' });
    expect((await link('NOSUCH')).body).toEqual({ field: 'linkedOwnerCompanyNo', reason: 'notFound' });
    expect((await list({ keyword: 'C0001' })).body.list[0]).toMatchObject({ linkedOwnerCompanyNo: 'OWN1001', linkedOwnerName: '星河跨境电商' });
  });

  it("answers another company's customer, site and group as missing", async () => {
    const theirs = await h.customerId('G0001');
    expect((await save(newCustomer(branch, { id: theirs, code: 'G0001' }))).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await save(newCustomer(await h.siteId('2002'), { code: 'T-X1' }))).body).toEqual({ field: 'siteId', reason: 'notFound' });
    const theirGroup = await h.groupId(await h.companyId('GLBX'), '欧洲同行');
    expect((await save(newCustomer(branch, { code: 'T-X2', groupId: theirGroup }))).body).toEqual({ field: 'groupId', reason: 'notFound' });
    for (const command of ['setCustomerStatus', 'setCustomerEnabled', 'deleteCustomer']) {
      expect((await t.call('main', command, { id: theirs, status: 'stopped', enabled: false }, admin)).body).toEqual({ field: 'id', reason: 'notFound' });
    }
    expect((await list({ keyword: 'G0001' }, admin)).body.total).toBe(0);
    expect((await list({ keyword: 'G0001' }, other)).body.total).toBe(1);
  });

  it('refuses staff without the right with 10021', async () => {
    const operator = await t.login('demooper');
    expect((await list({}, operator)).code).toBe(10021);
    expect((await save(newCustomer(branch, { code: 'T-OPER' }), operator)).code).toBe(10021);
    expect((await t.call('main', 'listCustomerGroupOptions', {}, operator)).code).toBe(10021);
  });
});

describe("a customer's finance department", () => {
  it('is one of the company’s departments, listed with its code and name, logged, and cleared when left out or null', async () => {
    const [south, east] = (await t.call<FinanceDeptOptions>('main', 'getFinanceDeptOptions', {}, admin)).body.depts;
    const { body: { id } } = await save(newCustomer(branch, { code: 'T-DEPT', financeDeptId: south.id }));
    const listed = async () => (await list({ keyword: 'T-DEPT' })).body.list[0];
    expect(await listed()).toMatchObject({ financeDeptId: south.id, financeDeptCode: 'FD01', financeDeptName: '华南财务部' });
    expect((await save(newCustomer(branch, { id, code: 'T-DEPT', financeDeptId: east.id }))).code).toBe(0);
    expect((await listed()).financeDeptCode).toBe('FD02');
    expect((await save(newCustomer(branch, { id, code: 'T-DEPT' }))).code).toBe(0);
    expect(await listed()).toMatchObject({ financeDeptId: null, financeDeptCode: null, financeDeptName: null });
    expect((await save(newCustomer(branch, { id, code: 'T-DEPT', financeDeptId: east.id }))).code).toBe(0);
    expect((await save(newCustomer(branch, { id, code: 'T-DEPT', financeDeptId: null }))).code).toBe(0);
    const logged = (await h.auditOf('customer', id)).map((entry) => entry.changes.find((change) => change.field === 'financeDeptId'));
    expect(logged).toEqual([
      { field: 'financeDeptId', before: null, after: south.id }, { field: 'financeDeptId', before: south.id, after: east.id },
      { field: 'financeDeptId', before: east.id, after: null }, { field: 'financeDeptId', before: null, after: east.id },
      { field: 'financeDeptId', before: east.id, after: null },
    ]);
  });

  it('refuses another company’s department or a missing one as not found, and changes nothing', async () => {
    const theirs = (await t.call<{ id: number }>('main', 'saveFinanceDept', { code: 'FDX1', name: '环球财务部' }, other)).body.id;
    const [south] = (await t.call<FinanceDeptOptions>('main', 'getFinanceDeptOptions', {}, admin)).body.depts;
    const notFound = { field: 'financeDeptId', reason: 'notFound' };
    expect((await save(newCustomer(branch, { code: 'T-DEPT-X', financeDeptId: theirs }))).body).toEqual(notFound);
    expect((await list({ keyword: 'T-DEPT-X' })).body.total).toBe(0);
    const { body: { id } } = await save(newCustomer(branch, { code: 'T-DEPT-Y', financeDeptId: south.id }));
    expect((await save(newCustomer(branch, { id, code: 'T-DEPT-Y', name: '改名', financeDeptId: theirs }))).body).toEqual(notFound);
    expect((await save(newCustomer(branch, { id, code: 'T-DEPT-Y', financeDeptId: 999_999 }))).body).toEqual(notFound);
    expect(await h.customer(id)).toMatchObject({ name: '测试客户', financeDeptId: south.id });
  });
});

describe('listCustomerGroupOptions', () => {
  it("answers the company's groups, the default first", async () => {
    const options = await t.call<{ name: string; isDefault: boolean }[]>('main', 'listCustomerGroupOptions', {}, admin);
    expect(options.body.map((g) => [g.name, g.isDefault])).toEqual([['default', true], ['电商大客户', false]]);
  });
});
