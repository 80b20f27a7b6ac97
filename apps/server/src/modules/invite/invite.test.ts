import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, type AuditLogRow, type ComboBoxOutput, type InviteView, type Page } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { addCargoOwner } from '../partner/partner.testing.ts';

let t: TestApp;
let admin: string;

const customerIdOf = async (companyNo: string, code: string) => {
  const [row] = await t.database.db.select({ id: customers.id }).from(customers).innerJoin(companies, eq(companies.id, customers.companyId))
    .where(and(eq(companies.companyNo, companyNo), eq(customers.code, code)));
  return row.id;
};
const generate = (body: Record<string, unknown> = {}, token = admin) => t.call<{ id: number; code: string }>('main', 'generateInvite', body, token);
const list = (query: Record<string, unknown> = {}, token = admin) => t.call<Page<InviteView>>('main', 'listInvites', query, token);
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
});
afterAll(() => t.close());

describe('generateInvite', () => {
  it('makes random, unique codes of the safe alphabet', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, async () => (await generate()).body.code));
    expect(new Set(codes).size).toBe(20);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{12}$`));
  });

  it('names a customer of the carrier, and refuses another company\'s, a deleted one and one already cooperating (10226)', async () => {
    const named = await generate({ customerId: await customerIdOf('HYEXP', 'C0002') });
    expect(named.code).toBe(0);
    const [view] = (await list({ code: named.body.code })).body.list;
    expect(view).toMatchObject({ code: named.body.code, status: 'unused', customerCode: 'C0002', generatedBy: '陈建国', usedByCompanyNo: null });
    expect((await generate({ customerId: await customerIdOf('GLBX', 'G0001') })).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect((await generate({ customerId: await customerIdOf('HYEXP', 'C0001') }))).toMatchObject({ code: 10226, body: { field: 'customerId' } });
    const deleted = await customerIdOf('HYEXP', 'C0003');
    await t.database.db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, deleted));
    expect((await generate({ customerId: deleted })).body).toEqual({ field: 'customerId', reason: 'notFound' });
    await t.database.db.update(customers).set({ deletedAt: null }).where(eq(customers.id, deleted));
  });

  it('offers only free customers of the carrier to name', async () => {
    const { body } = await t.call<ComboBoxOutput>('main', 'inviteCustomerComboBox', { keyword: '' }, admin);
    const labels = body.list.map((item) => item.label);
    expect(labels.some((label) => label.startsWith('C0002'))).toBe(true);
    expect(labels.some((label) => label.startsWith('C0001') || label.startsWith('G0'))).toBe(false);
  });

  it('is refused to a cargo owner and to staff without the right (10021)', async () => {
    expect((await generate({}, await t.login('demoowner'))).code).toBe(10021);
    expect((await list({}, await t.login('demoowner'))).code).toBe(10021);
    expect((await generate({}, await t.login('demooper'))).code).toBe(10021);
    expect((await list({}, await t.login('demooper'))).code).toBe(10021);
  });
});

describe('listInvites', () => {
  it('filters by status, code, customer and user, and pages 50/100/200/300 only', async () => {
    const statuses = (await list({ pageSize: 300 })).body.list.map((row) => row.status);
    expect(new Set(statuses)).toEqual(new Set(['unused', 'used', 'ended', 'abolished']));
    const used = (await list({ status: 'used' })).body.list;
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ usedByCompanyNo: 'OWN1001', usedByCompanyName: '星河跨境电商', customerCode: 'C0001' });
    expect((await list({ usedBy: '星河' })).body.total).toBe(2);
    expect((await list({ customer: 'C0002' })).body.list.every((row) => row.customerCode === 'C0002')).toBe(true);
    expect((await list({ code: used[0].code.slice(2, 8).toLowerCase() })).body.list.map((row) => row.id)).toContain(used[0].id);
    expect((await list({ pageSize: 10 })).body).toMatchObject({ field: 'pageSize' });
  });

  it("shows a carrier only its own codes", async () => {
    const other = (await list({ pageSize: 300 }, await t.login('otheradmin'))).body.list;
    const mine = new Set((await list({ pageSize: 300 })).body.list.map((row) => row.id));
    expect(other.length).toBeGreaterThan(0);
    expect(other.some((row) => mine.has(row.id))).toBe(false);
  });
});

describe('abolishInvite', () => {
  it('abolishes an unused code, logs it, and refuses used codes and another company\'s', async () => {
    const { id, code } = (await generate()).body;
    expect((await t.call('main', 'abolishInvite', { id }, admin)).code).toBe(0);
    expect((await list({ code })).body.list[0]).toMatchObject({ status: 'abolished', endedAt: expect.any(String) });
    expect((await t.call('main', 'abolishInvite', { id }, admin)).body).toMatchObject({ field: 'id', reason: 'invalidValue', status: 'abolished' });
    const [used] = (await list({ status: 'used' })).body.list;
    expect((await t.call('main', 'abolishInvite', { id: used.id }, admin)).body).toMatchObject({ field: 'id', reason: 'invalidValue' });
    const [foreign] = (await list({}, await t.login('otheradmin'))).body.list;
    expect((await t.call('main', 'abolishInvite', { id: foreign.id }, admin)).body).toEqual({ field: 'id', reason: 'notFound' });

    const log = (await t.call<Page<AuditLogRow>>('main', 'listAuditLog', { dateFrom: today, dateTo: today, entity: 'invite', keyword: code }, admin)).body.list;
    expect(log.map((row) => row.action)).toEqual(['abolish', 'generate']);
    expect(log[0].changes).toEqual([{ field: 'status', before: 'unused', after: 'abolished' }]);
  });

  it('cannot abolish a code a cargo owner has just accepted', async () => {
    const { id, code } = (await generate()).body;
    const owner = await addCargoOwner(t, 'OWNABO', '测试货主');
    expect((await t.call('main', 'acceptInvite', { code }, owner)).code).toBe(0);
    expect((await t.call('main', 'abolishInvite', { id }, admin)).body).toMatchObject({ field: 'id', reason: 'invalidValue', status: 'used' });
  });
});
