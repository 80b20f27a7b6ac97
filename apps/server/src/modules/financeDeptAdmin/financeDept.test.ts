import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceDeptFormOptions, FinanceDeptOptions, FinanceDeptView, Page } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf } from '../channel/channel.testing.ts';

let t: TestApp;
let admin: string;
let other: string;
let options: FinanceDeptFormOptions;

const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveFinanceDept', body, token);
const assign = (body: Record<string, unknown>, token = admin) => t.call('main', 'assignFinanceDept', body, token);
const list = async (token = admin, keyword?: string) => (await t.call<Page<FinanceDeptView>>('main', 'listFinanceDepts', { pageSize: 100, keyword }, token)).body;
const deptCoded = async (code: string) => (await list()).list.find((dept) => dept.code === code) as FinanceDeptView;
const customerId = (code: string) => options.customers.find((row) => row.code === code)!.id;

beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = [await t.login('demoadmin'), await t.login('otheradmin')];
  options = (await t.call<FinanceDeptFormOptions>('main', 'getFinanceDeptFormOptions', {}, admin)).body;
});
afterAll(() => t.close());

describe('finance departments', () => {
  it('shows the demo departments with what they own', async () => {
    const { list: depts, total } = await list();
    expect(total).toBe(2);
    expect(depts.map(({ code, name, personInChargeName }) => ({ code, name, personInChargeName }))).toEqual([
      { code: 'FD01', name: '华南财务部', personInChargeName: '陈建国' }, { code: 'FD02', name: '华东财务部', personInChargeName: '赵敏' },
    ]);
    expect(depts.map((dept) => dept.siteCount)).toEqual([2, 1]);
    expect(depts.every((dept) => dept.customerCount > 0)).toBe(true);
    expect((await list(admin, '华东')).list.map((dept) => dept.code)).toEqual(['FD02']);
    const { depts: choices } = (await t.call<FinanceDeptOptions>('main', 'getFinanceDeptOptions', {}, admin)).body;
    expect(choices.map((dept) => dept.code)).toEqual(['FD01', 'FD02']);
  });

  it('keeps a department, logged, and refuses a taken code or name, a bad code or phone, another company’s staff', async () => {
    const person = options.staff[0];
    const { body, code } = await save({ code: 'FD09', name: '香港财务部', personInChargeId: person.id, phone: '+852-2345-6789', remark: '港币结算' });
    expect(code).toBe(0);
    expect(await deptCoded('FD09')).toMatchObject({ id: body.id, personInChargeId: person.id, personInChargeName: person.name, enabled: true, customerCount: 0, siteCount: 0 });
    expect((await auditRowsOf(t, 'financeDept', body.id)).map((row) => row.action)).toEqual(['create']);
    expect((await save({ code: 'FD09', name: '别的' })).body).toEqual({ field: 'code', reason: 'duplicate' });
    expect((await save({ code: 'FD10', name: '香港财务部' })).body).toEqual({ field: 'name', reason: 'duplicate' });
    expect((await save({ code: 'FD 10', name: 'X' })).body).toMatchObject({ field: 'code', reason: 'invalidFormat' });
    expect((await save({ code: 'FD10', name: 'X', phone: '0755 123' })).body).toMatchObject({ field: 'phone', reason: 'invalidFormat' });
    expect((await save({ code: 'FD10', name: '' })).body).toMatchObject({ field: 'name', reason: 'required' });
    expect((await save({ code: 'FD10', name: 'X', personInChargeId: person.id }, other)).body).toEqual({ field: 'personInChargeId', reason: 'notFound' });
    expect((await save({ id: body.id, code: 'FD09', name: '香港财务部', enabled: false })).code).toBe(0);
    expect(await deptCoded('FD09')).toMatchObject({ enabled: false, personInChargeId: null, remark: '' });
    expect((await list()).list.some((dept) => dept.code === 'FD10')).toBe(false);
  });

  it('assigns customers and sites as the department’s whole set, taking them from another department', async () => {
    const hk = await deptCoded('FD09');
    const south = await deptCoded('FD01');
    // Both are customers of the head office, so of the south's.
    expect([customerId('C0001'), customerId('C0004')].every((id) => options.customers.find((row) => row.id === id)!.financeDeptId === south.id)).toBe(true);
    const site = options.sites.find((row) => row.code === '1002')!.id;
    expect((await assign({ id: hk.id, customerIds: [customerId('C0001'), customerId('C0004')], siteIds: [site] })).code).toBe(0);
    expect(await deptCoded('FD09')).toMatchObject({ customerCount: 2, siteCount: 1 });
    expect(await deptCoded('FD01')).toMatchObject({ customerCount: south.customerCount - 2, siteCount: 1 });
    expect((await assign({ id: hk.id, customerIds: [customerId('C0004')] })).code).toBe(0);
    expect(await deptCoded('FD09')).toMatchObject({ customerCount: 1, siteCount: 1 });
    const [logged] = await auditRowsOf(t, 'financeDept', hk.id);
    expect(logged).toMatchObject({ action: 'update' });
  });

  it('refuses another company’s customer or site, naming it, and changes nothing', async () => {
    const hk = await deptCoded('FD09');
    const others = (await t.call<FinanceDeptFormOptions>('main', 'getFinanceDeptFormOptions', {}, other)).body;
    const body = await assign({ id: hk.id, customerIds: [customerId('C0002'), others.customers[0].id] });
    expect(body.body).toEqual({ field: 'customerIds.1', reason: 'notFound' });
    expect((await assign({ id: hk.id, siteIds: [others.sites[0].id] })).body).toEqual({ field: 'siteIds.0', reason: 'notFound' });
    expect(await deptCoded('FD09')).toMatchObject({ customerCount: 1, siteCount: 1 });
  });

  it('is not deleted while it owns customers or sites', async () => {
    const hk = await deptCoded('FD09');
    const remove = (token = admin) => t.call('main', 'deleteFinanceDept', { id: hk.id }, token);
    expect((await remove()).body).toEqual({ field: 'id', reason: 'inUse', usedBy: 'customers' });
    await assign({ id: hk.id, customerIds: [] });
    expect((await remove()).body).toEqual({ field: 'id', reason: 'inUse', usedBy: 'sites' });
    await assign({ id: hk.id, siteIds: [] });
    expect((await remove(other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await remove()).code).toBe(0);
    expect((await auditRowsOf(t, 'financeDept', hk.id)).map((row) => row.action)[0]).toBe('delete');
  });

  it('is never seen or changed by another company', async () => {
    const south = await deptCoded('FD01');
    expect((await list(other)).list.some((dept) => dept.id === south.id)).toBe(false);
    expect((await save({ id: south.id, code: 'X1', name: 'Stolen' }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await assign({ id: south.id, customerIds: [] }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect(await deptCoded('FD01')).toMatchObject({ name: '华南财务部' });
  });

  it('refuses an operator without the right and a cargo owner (10021)', async () => {
    const [operator, owner] = [await t.login('demooper'), await t.login('demoowner')];
    for (const token of [operator, owner]) {
      expect((await t.call('main', 'listFinanceDepts', {}, token)).code).toBe(10021);
      expect((await save({ code: 'Z1', name: 'Z' }, token)).code).toBe(10021);
    }
    expect((await t.call('main', 'getFinanceDeptOptions', {}, owner)).code).toBe(10021);
  });
});
