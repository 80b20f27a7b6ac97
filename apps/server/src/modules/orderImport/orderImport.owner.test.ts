import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskView } from '@parcelflow/contract';
import { findDemoUser } from '../../tasks/task.testing.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { orders } from '../order/index.ts';
import { downloadTemplate, fillTemplate, finishedTask, importWorkbook, orderRow, ordersByCustomerNo, startImport, uploadFile, type Row } from './orderImport.testing.ts';

let t: TestApp;
let owner: string;
let carrierAdmin: string;
let createTemplate: Buffer;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  owner = await t.login('demoowner');
  carrierAdmin = await t.login('demoadmin');
  createTemplate = (await downloadTemplate(t, owner, 'create')).bytes;
});
afterAll(() => t.close());

/** The cargo owner's template: each row names its carrier (HYEXP in the example row) and a channel code of that carrier. */
const forecast = (rows: Row[]) => fillTemplate(createTemplate, 'create', rows);
const toHyexp = { templateId: 'create', carrierCompanyNo: 'HYEXP' };
const problemsOf = (task: TaskView) => (task.errorInfo?.importErrors ?? []).map(({ row, field, code }) => ({ row, field, code }));
const carrierId = async (companyNo: string) => (await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo)))[0].id;
const customerId = async (code: string) => (await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, code)))[0].id;
const channelId = async (code: string) => (await t.database.db.select({ id: channels.id }).from(channels).where(eq(channels.code, code)))[0].id;

describe("a cargo owner's import (forecastUpload)", () => {
  it('has its menu for cargo owners, as carriers have theirs', async () => {
    type Menus = { authorityMenus: { menuId: string; childrenMenus: { menuId: string }[] }[] };
    const menuIds = async (token: string) => (await t.call<Menus>('uc', 'getAuthorityMenu', {}, token)).body.authorityMenus.flatMap((menu) => [menu.menuId, ...menu.childrenMenus.map((child) => child.menuId)]);
    const ownerMenus = await menuIds(owner);
    expect(ownerMenus).toContain('1_17');
    expect(ownerMenus).not.toContain('1_15');
    const carrierMenus = await menuIds(carrierAdmin);
    expect(carrierMenus).toContain('1_15');
    expect(carrierMenus).not.toContain('1_17');
  });

  it('creates the orders in the partner carrier, for the customer the partnership gives; the task is the owner\'s', async () => {
    const task = await importWorkbook(t, owner, await forecast([orderRow('FC-A-0001'), orderRow('FC-A-0002', { channelCode: 'hy-dhl' })]), toHyexp);
    expect(task).toMatchObject({ status: 'succeeded', result: { created: 2, refused: 0, total: 2 } });

    const ownerUser = await findDemoUser(t.database.db, 'demoowner');
    const created = await t.database.db.select().from(orders).where(like(orders.customerNo, 'FC-A-%')).orderBy(asc(orders.customerNo));
    expect(created.map(({ companyId, ownerCompanyId, customerId, createdBy, kind, status }) => ({ companyId, ownerCompanyId, customerId, createdBy, kind, status }))).toEqual(
      Array(2).fill({
        companyId: await carrierId('HYEXP'), ownerCompanyId: ownerUser.companyId, customerId: await customerId('C0001'),
        createdBy: ownerUser.userId, kind: 'create', status: 'toBeAudited',
      }),
    );
    expect(created.map((order) => order.channelId)).toEqual([await channelId('HY-US-AIR'), await channelId('HY-DHL')]);

    const numbers = ['FC-A-0001', 'FC-A-0002'];
    expect(await ordersByCustomerNo(t, owner, numbers)).toHaveLength(2);
    expect(await ordersByCustomerNo(t, carrierAdmin, numbers)).toHaveLength(2);
    expect(await ordersByCustomerNo(t, await t.login('otheradmin'), numbers)).toEqual([]);
    const carrierTasks = await t.call<{ tasks: TaskView[] }>('main', 'listMyTasks', {}, carrierAdmin);
    expect(carrierTasks.body.tasks.map((listed) => listed.id)).not.toContain(task.id);
  });

  it('checks the rows against the carrier: its channels, the partnership\'s customer, its orders, and itself as the carrier', async () => {
    const { companyId } = await findDemoUser(t.database.db, 'demoadmin');
    expect((await t.call('main', 'createOrder', { ...(await orderInputFor(t.database.db, companyId)), customerNo: 'FC-B-0000' }, carrierAdmin)).code).toBe(0);
    const task = await importWorkbook(t, owner, await forecast([
      orderRow('FC-B-0000'),
      orderRow('FC-B-0001', { channelCode: 'GX-JP-EMS' }),
      orderRow('FC-B-0002', { carrierCompanyNo: 'GLBX' }),
      orderRow('FC-B-0003'),
    ]), toHyexp);
    expect(task.errorInfo?.code).toBe(20188);
    expect(problemsOf(task)).toEqual([
      { row: 2, field: 'customerNo', code: 20162 },
      { row: 3, field: 'channelCode', code: 50010 },
      { row: 4, field: 'carrierCompanyNo', code: 50018 },
    ]);

    const receive = await fillTemplate((await downloadTemplate(t, owner, 'receive')).bytes, 'receive', [
      orderRow('FC-C-0001', { customerCode: 'c0001' }),
      orderRow('FC-C-0002', { customerCode: 'C0002' }),
    ]);
    // Only the customer the partnership gives: another customer of the carrier reads as unknown.
    expect(problemsOf(await importWorkbook(t, owner, receive, { ...toHyexp, templateId: 'receive' }))).toEqual([{ row: 3, field: 'customerCode', code: 50010 }]);
    expect(await importWorkbook(t, owner, receive, { ...toHyexp, templateId: 'receive', validRowsOnly: true })).toMatchObject({ status: 'succeeded', result: { created: 1, refused: 1 } });
    expect((await ordersByCustomerNo(t, owner, ['FC-C-0001', 'FC-C-0002'])).map((order) => order.customerNo)).toEqual(['FC-C-0001']);
  });

  it('refuses a carrier that is not a partner, and the choices that are not the owner\'s to make', async () => {
    const fileId = await uploadFile(t, owner, 'forecast.xlsx', await forecast([orderRow('FC-Q-0001')]));
    const start = (choices: Record<string, unknown>) => startImport(t, owner, { fileId, templateId: 'create', validRowsOnly: false, ...choices });
    expect(await start({ carrierCompanyNo: 'GLBX' })).toEqual({ code: 400, body: { field: 'carrierCompanyNo', reason: 'notFound' } });
    expect(await start({})).toEqual({ code: 400, body: { field: 'carrierCompanyNo', reason: 'required' } });
    expect(await start({ ...toHyexp, customerId: await customerId('C0001') })).toEqual({ code: 400, body: { field: 'customerId', reason: 'invalidValue' } });
    expect(await start({ ...toHyexp, channelId: await channelId('GX-JP-EMS') })).toEqual({ code: 400, body: { field: 'channelId', reason: 'notFound' } });
    expect(await ordersByCustomerNo(t, owner, ['FC-Q-0001'])).toEqual([]);

    const started = await start({ ...toHyexp, channelId: await channelId('HY-DHL') });
    expect(started.code).toBe(0);
    expect((await finishedTask(t, owner, started.body.id)).status).toBe('succeeded');
  });
});
