import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_GROUP_LIMITS, GROUP_DEFAULT_COMMANDS, type CustomerGroupView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { demoIds } from '../channel/channel.testing.ts';
import { customerTesting } from '../customer/customer.testing.ts';
import { transAgreements } from '../transAgreement/index.ts';

let t: TestApp;
let admin: string;
let other: string;
let h: ReturnType<typeof customerTesting>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  other = await t.login('otheradmin');
  h = customerTesting(t);
});
afterAll(() => t.close());

const groups = async (token = admin) => (await t.call<CustomerGroupView[]>('main', 'listCustomerGroups', {}, token)).body;
const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveCustomerGroup', body, token);
const groupCustomers = async (groupId: number) =>
  (await t.call<{ list: { code: string }[] }>('main', 'listCustomers', { groupId }, admin)).body.list.map((c) => c.code);

describe('listCustomerGroups', () => {
  it('lists the default group first with the live customers each holds and the commands each grants', async () => {
    const list = await groups();
    expect(list.map((g) => [g.name, g.isDefault, g.customerCount])).toEqual([['default', true, 6], ['电商大客户', false, 4]]);
    expect(list[0].apiCommands).toEqual(GROUP_DEFAULT_COMMANDS);
    expect((await groups(other)).map((g) => g.name)).toEqual(['default', '欧洲同行']);
  });
});

describe('saveCustomerGroup', () => {
  it('creates and renames groups, names unique whatever their case (10096), logged', async () => {
    const created = await save({ name: 'Amazon Sellers' });
    expect(created.code).toBe(0);
    expect((await save({ name: 'amazon sellers' })).code).toBe(10096);
    expect((await save({ name: '电商大客户' })).body).toEqual({ field: 'name' });
    expect((await save({ id: created.body.id, name: '亚马逊卖家' })).code).toBe(0);
    expect((await save({ name: 'Amazon Sellers' }, other)).code).toBe(0);
    expect((await h.auditOf('customerGroup', created.body.id)).map((e) => [e.action, e.changes.find((c) => c.field === 'name')])).toEqual([
      ['create', { field: 'name', before: null, after: 'Amazon Sellers' }],
      ['update', { field: 'name', before: 'Amazon Sellers', after: '亚马逊卖家' }],
    ]);
  });

  it('keeps the default group name (10098) and refuses an empty or long name', async () => {
    const [defaultGroup] = await groups();
    expect((await save({ id: defaultGroup.id, name: '普通客户' })).code).toBe(10098);
    expect((await save({ id: defaultGroup.id, name: 'default' })).code).toBe(0);
    expect((await save({ name: '  ' })).body).toMatchObject({ field: 'name', reason: 'required' });
    expect((await save({ name: '组'.repeat(41) })).body).toEqual({ field: 'name', reason: 'tooLong', max: 40 });
    expect((await groups())[0].name).toBe('default');
  });

  it(`holds at most ${CUSTOMER_GROUP_LIMITS.groupsMax} groups (10097)`, async () => {
    const have = (await groups()).length;
    for (let i = have; i < CUSTOMER_GROUP_LIMITS.groupsMax; i++) expect((await save({ name: `批量分组${i}` })).code).toBe(0);
    expect((await save({ name: '再多一个' })).code).toBe(10097);
    expect((await save({ name: '再多一个' })).body).toEqual({ max: CUSTOMER_GROUP_LIMITS.groupsMax });
    expect((await groups()).length).toBe(CUSTOMER_GROUP_LIMITS.groupsMax);
    const last = (await groups()).at(-1)!;
    expect((await t.call('main', 'deleteCustomerGroup', { id: last.id }, admin)).code).toBe(0);
  });

  it("answers another company's group as missing", async () => {
    const theirs = (await groups(other))[1];
    expect((await save({ id: theirs.id, name: '抢过来' })).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deleteCustomerGroup', { id: theirs.id }, admin)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'saveGroupCommands', { groupId: theirs.id, commands: [] }, admin)).body).toEqual({ field: 'groupId', reason: 'notFound' });
    expect((await groups(other))[1].name).toBe('欧洲同行');
  });
});

describe('moveCustomersToGroup', () => {
  it('moves many customers at once, each move logged', async () => {
    const target = (await save({ name: '华南客户' })).body.id;
    const ids = [await h.customerId('C0002'), await h.customerId('C1004')];
    expect((await t.call('main', 'moveCustomersToGroup', { customerIds: ids, groupId: target }, admin)).body).toEqual({ moved: 2 });
    expect(await groupCustomers(target)).toEqual(['C0002', 'C1004']);
    expect((await h.auditOf('customer', ids[0])).at(-1)).toMatchObject({ action: 'move', changes: [{ field: 'groupId', after: target }] });
  });

  it("fails the whole move (10099) on another company's or a missing customer, and on another company's group", async () => {
    const target = (await groups()).find((g) => g.name === '华南客户')!.id;
    const mine = await h.customerId('C1005');
    const theirs = await h.customerId('G0001');
    const refused = await t.call('main', 'moveCustomersToGroup', { customerIds: [mine, theirs], groupId: target }, admin);
    expect(refused).toMatchObject({ code: 10099, body: { field: 'customerIds', reason: 'notFound', id: theirs } });
    expect((await t.call('main', 'moveCustomersToGroup', { customerIds: [mine, 99_999_999], groupId: target }, admin)).code).toBe(10099);
    expect(await groupCustomers(target)).toEqual(['C0002', 'C1004']);
    const theirGroup = (await groups(other))[1].id;
    expect((await t.call('main', 'moveCustomersToGroup', { customerIds: [mine], groupId: theirGroup }, admin)).body).toEqual({ field: 'groupId', reason: 'notFound' });
    expect((await t.call('main', 'moveCustomersToGroup', { customerIds: [], groupId: target }, admin)).body).toMatchObject({ field: 'customerIds' });
  });
});

describe('deleteCustomerGroup', () => {
  it('refuses the default group and moves a deleted group\'s customers to the default group', async () => {
    const [defaultGroup] = await groups();
    expect((await t.call('main', 'deleteCustomerGroup', { id: defaultGroup.id }, admin)).body).toEqual({ field: 'id', reason: 'invalidValue' });
    const doomed = (await groups()).find((g) => g.name === '华南客户')!;
    expect((await t.call('main', 'deleteCustomerGroup', { id: doomed.id }, admin)).code).toBe(0);
    expect(await groupCustomers(defaultGroup.id)).toEqual(expect.arrayContaining(['C0002', 'C1004']));
    expect((await h.auditOf('customerGroup', doomed.id)).at(-1)).toMatchObject({ action: 'delete', entityLabel: '华南客户' });
  });

  it('deletes the agreements naming the group with it, each logged in the same transaction with what it was', async () => {
    const group = (await save({ name: '临时客户组' })).body.id;
    const channelIds = [await demoIds(t).channel('HYEXP', 'HY-DHL')];
    const agreements = await Promise.all(['2030-01-01', '2031-01-01'].map(async (validFrom) =>
      (await t.call<{ id: number }>('main', 'saveTransAgreement', { customerGroupId: group, channelIds, validFrom, remarks: '随组删除' }, admin)).body.id));
    expect((await t.call('main', 'deleteCustomerGroup', { id: group }, admin)).code).toBe(0);

    expect(await t.database.db.select().from(transAgreements).where(inArray(transAgreements.id, agreements))).toEqual([]);
    const [groupRow] = (await h.auditOf('customerGroup', group)).filter((row) => row.action === 'delete');
    for (const id of agreements) {
      const rows = await h.auditOf('transAgreement', id);
      expect(rows.map((r) => r.action)).toEqual(['create', 'delete']);
      const row = rows[1];
      expect(row).toMatchObject({ action: 'delete', entityLabel: expect.stringContaining('临时客户组') });
      expect(row.changes).toEqual(expect.arrayContaining([
        { field: 'customerGroup', before: '临时客户组', after: null }, { field: 'channels', before: ['HY-DHL'], after: null }, { field: 'remarks', before: '随组删除', after: null },
      ]));
      // One transaction: the rows share its start time, and the group's own row comes last.
      expect(row.createdAt).toEqual(groupRow.createdAt);
      expect(row.id).toBeLessThan(groupRow.id);
    }
  });
});

describe('saveGroupCommands', () => {
  it('replaces the commands a group grants, refusing unpublished ones, logged', async () => {
    const group = (await groups())[1];
    expect((await t.call('main', 'saveGroupCommands', { groupId: group.id, commands: ['main/savePosition'] }, admin)).body).toMatchObject({ field: 'commands.0', reason: 'invalidValue' });
    const saved = await t.call('main', 'saveGroupCommands', { groupId: group.id, commands: ['main/queryTracking', 'main/createOrder', 'main/createOrder'] }, admin);
    expect(saved.body).toEqual({ apiCommands: ['main/createOrder', 'main/queryTracking'] });
    expect((await h.auditOf('customerGroup', group.id)).at(-1)).toMatchObject({ action: 'update', changes: [{ field: 'apiCommands' }] });
  });

  it('refuses staff without the rights with 10021', async () => {
    const operator = await t.login('demooper');
    for (const [command, body] of [['listCustomerGroups', {}], ['saveCustomerGroup', { name: 'x' }], ['moveCustomersToGroup', { customerIds: [1], groupId: 1 }]] as const) {
      expect((await t.call('main', command, body, operator)).code).toBe(10021);
    }
  });
});
