import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BindableLogin, Page, StaffRow } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditLog } from '../auditLog/index.ts';

let t: TestApp;
let admin: string;

const byCode = async (code: string, token = admin) =>
  (await t.call<Page<StaffRow>>('main', 'listStaff', { keyword: code }, token)).body.list.find((row) => row.code === code)!;
const createLogin = (staffId: number, account: string, password = 'Start2026') =>
  t.call<{ userId: number; userNo: string }>('main', 'createStaffLogin', { staffId, account, password }, admin);
const bindable = async () => (await t.call<BindableLogin[]>('main', 'listBindableLogins', {}, admin)).body;
const logOf = (id: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(id)))).orderBy(asc(auditLog.id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
});
afterAll(() => t.close());

describe('createStaffLogin', () => {
  it("creates a login with the staff member's position, to change its password at first login", async () => {
    const personnelHead = await byCode('E007');
    const { code, body } = await createLogin(personnelHead.id, 'linxy01');
    expect(code).toBe(0);
    expect(body.userNo).toMatch(/^U\d+$/);
    const login = await t.call<{ token: string; mustChangePassword?: boolean }>('uc', 'userLogin', { account: 'linxy01', password: 'Start2026' });
    expect(login.body).toMatchObject({ mustChangePassword: true });
    // The head of personnel keeps the staff records, but not the site tree.
    expect((await t.call('main', 'listStaff', {}, login.body.token)).code).toBe(0);
    expect((await t.call('main', 'saveSite', { code: '1999' }, login.body.token)).code).toBe(10021);
    expect((await byCode('E007')).login).toMatchObject({ userId: body.userId, account: 'linxy01' });
    const [entry] = await logOf(personnelHead.id);
    expect(entry).toMatchObject({ action: 'bind', changes: [{ field: 'login', before: null, after: `${body.userNo} linxy01` }] });
  });

  it('refuses a taken account (10006), a weak password and a staff member already bound, and creates nothing', async () => {
    const clerk = await byCode('E008');
    expect(await createLogin(clerk.id, 'DemoAdmin')).toMatchObject({ code: 10006, body: { field: 'account' } });
    expect((await createLogin(clerk.id, 'huangzq', '12345678')).body).toMatchObject({ field: 'password' });
    expect((await createLogin((await byCode('E002')).id, 'wangli02')).body).toEqual({ field: 'staffId', reason: 'inUse' });
    expect((await t.call('uc', 'userLogin', { account: 'wangli02', password: 'Start2026' })).code).toBe(10001);
  });

  it('gives a staff member who is not in post a login that cannot log in (10046)', async () => {
    await createLogin((await byCode('E009')).id, 'wuting01');
    expect((await t.call('uc', 'userLogin', { account: 'wuting01', password: 'Start2026' })).code).toBe(10046);
  });
});

describe('bindStaffLogin and unbindStaffLogin', () => {
  it("unbinds a login, offers it for binding and binds it to another staff member, who then governs it", async () => {
    const wangLi = await byCode('E002');
    expect((await t.call('main', 'unbindStaffLogin', { staffId: wangLi.id }, admin)).code).toBe(0);
    expect((await byCode('E002')).login).toBeNull();
    const offered = (await bindable()).find((login) => login.account === 'demooper')!;
    expect(offered).toBeTruthy();
    const leaver = await byCode('E003');
    expect((await t.call('main', 'unbindStaffLogin', { staffId: leaver.id }, admin)).code).toBe(0);
    expect((await t.call('main', 'bindStaffLogin', { staffId: leaver.id, userId: offered.userId }, admin)).code).toBe(0);
    // Bound to someone who has left, the login is refused.
    expect((await t.call('uc', 'userLogin', { account: 'demooper', password: 'demo1234' })).code).toBe(10046);
    expect((await logOf(wangLi.id)).map((entry) => entry.action)).toEqual(['unbind']);
    expect((await logOf(leaver.id)).map((entry) => entry.action)).toEqual(['unbind', 'bind']);
  });

  it('refuses a login already acting for someone, and unbinding a staff member without one', async () => {
    const wangLi = await byCode('E002');
    const adminLogin = (await byCode('E001')).login!;
    expect((await t.call('main', 'bindStaffLogin', { staffId: wangLi.id, userId: adminLogin.userId }, admin)).body).toEqual({ field: 'userId', reason: 'inUse' });
    expect((await t.call('main', 'unbindStaffLogin', { staffId: wangLi.id }, admin)).body).toEqual({ field: 'staffId', reason: 'notFound' });
  });

  it("treats another company's staff and logins as missing", async () => {
    const other = await t.login('otheradmin');
    const glbxStaff = await byCode('G002', other);
    const glbxLogin = (await byCode('G001', other)).login!;
    const wangLi = await byCode('E002');
    expect((await t.call('main', 'bindStaffLogin', { staffId: glbxStaff.id, userId: glbxLogin.userId }, admin)).body).toEqual({ field: 'staffId', reason: 'notFound' });
    expect((await t.call('main', 'bindStaffLogin', { staffId: wangLi.id, userId: glbxLogin.userId }, admin)).body).toEqual({ field: 'userId', reason: 'notFound' });
    expect((await t.call('main', 'unbindStaffLogin', { staffId: glbxStaff.id }, admin)).body).toEqual({ field: 'staffId', reason: 'notFound' });
    expect((await createLogin(glbxStaff.id, 'intruder1')).body).toEqual({ field: 'staffId', reason: 'notFound' });
    expect((await bindable()).some((login) => login.userId === glbxLogin.userId)).toBe(false);
  });

  it('is refused without staff.edit: 10021', async () => {
    const owner = await t.login('demoowner');
    expect((await t.call('main', 'listBindableLogins', {}, owner)).code).toBe(10021);
    expect((await t.call('main', 'unbindStaffLogin', { staffId: 1 }, owner)).code).toBe(10021);
  });
});
