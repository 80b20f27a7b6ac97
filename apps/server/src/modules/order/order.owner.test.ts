import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoUser } from '../../tasks/task.testing.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { customers } from '../customer/index.ts';
import { downloadTemplate, fillTemplate, importWorkbook, orderRow, ordersByCustomerNo } from '../orderImport/orderImport.testing.ts';
import { addCargoOwner } from '../partner/partner.testing.ts';
import { orderInputFor } from './order.fixture.ts';

let t: TestApp;
let carrier: string;
let owner: string;
let carrierId: number;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  carrier = await t.login('demoadmin');
  owner = await t.login('demoowner');
  carrierId = (await findDemoUser(t.database.db, 'demoadmin')).companyId;
});
afterAll(() => t.close());

/** The carrier keys in an order for one of its customers (C0001 is linked to the demo cargo owner); answers its id. */
async function keyIn(customerNo: string, customerCode = 'C0001'): Promise<number> {
  const created = await t.call<{ id: number }>('main', 'createOrder', { ...(await orderInputFor(t.database.db, carrierId, customerCode)), customerNo }, carrier);
  expect(created.code).toBe(0);
  return created.body.id;
}
const customerNosSeenBy = async (token: string, numbers: string[]) => (await ordersByCustomerNo(t, token, numbers)).map((order) => order.customerNo);

describe('an order the carrier makes for a customer linked to a cargo owner', () => {
  it('the owner finds an order its carrier keyed in: in its list, by a pasted number, opened and tracked', async () => {
    const id = await keyIn('OWN-KEY-1');
    expect(await customerNosSeenBy(owner, ['OWN-KEY-1'])).toEqual(['OWN-KEY-1']);
    expect((await t.call('main', 'getOrder', { id }, owner)).code).toBe(0);
    const tracked = await t.call<{ found: boolean }[]>('main', 'queryTracking', { numbers: 'OWN-KEY-1' }, owner);
    expect(tracked.body).toMatchObject([{ found: true }]);
    const listed = await t.call<{ list: { customerNo: string }[] }>('main', 'listOrders', { pageSize: 200 }, owner);
    expect(listed.body.list.map((order) => order.customerNo)).toContain('OWN-KEY-1');
  });

  it('the owner finds the orders its carrier imports for it', async () => {
    const template = (await downloadTemplate(t, carrier, 'receive')).bytes;
    const rows = [orderRow('OWN-IMP-1', { customerCode: 'C0001' }), orderRow('OWN-IMP-2', { customerCode: 'C0002' })];
    const task = await importWorkbook(t, carrier, await fillTemplate(template, 'receive', rows));
    expect(task).toMatchObject({ status: 'succeeded', result: { created: 2 } });
    expect(await customerNosSeenBy(owner, ['OWN-IMP-1', 'OWN-IMP-2'])).toEqual(['OWN-IMP-1']);
    expect(await customerNosSeenBy(carrier, ['OWN-IMP-1', 'OWN-IMP-2'])).toEqual(['OWN-IMP-1', 'OWN-IMP-2']);
  });

  it("the owner does not see an order of another customer, until the carrier moves it to the owner's customer", async () => {
    const id = await keyIn('OWN-MOVE-1', 'C0002');
    expect(await customerNosSeenBy(owner, ['OWN-MOVE-1'])).toEqual([]);
    const { body: order } = await t.call<{ version: number }>('main', 'getOrder', { id }, carrier);
    const input = await orderInputFor(t.database.db, carrierId, 'C0001');
    expect((await t.call('main', 'updateOrder', { ...input, id, version: order.version, customerNo: 'OWN-MOVE-1' }, carrier)).code).toBe(0);
    expect(await customerNosSeenBy(owner, ['OWN-MOVE-1'])).toEqual(['OWN-MOVE-1']);
  });
});

describe('a partnership that starts or ends', () => {
  it("a new partner finds the orders its customer had before it joined, and no other customer's", async () => {
    await keyIn('OWN-BEFORE-1', 'C0002');
    const newOwner = await addCargoOwner(t, 'OWN7001', '新货主');
    const [c0002] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'C0002'));
    const invite = await t.call<{ code: string }>('main', 'generateInvite', { customerId: c0002.id }, carrier);
    expect((await t.call('main', 'acceptInvite', { code: invite.body.code }, newOwner)).code).toBe(0);
    expect(await customerNosSeenBy(newOwner, ['OWN-BEFORE-1', 'OWN-MOVE-1', 'OWN-KEY-1'])).toEqual(['OWN-BEFORE-1']);
  });

  it('the owner keeps what it had when the partnership ends, and sees no order made after', async () => {
    const { body } = await t.call<{ list: { id: number; companyNo: string; status: string }[] }>('main', 'listPartners', {}, owner);
    const partnership = body.list.find((row) => row.companyNo === 'HYEXP' && row.status === 'active')!;
    expect((await t.call('main', 'dissolvePartnership', { id: partnership.id }, owner)).code).toBe(0);
    await keyIn('OWN-AFTER-1');
    expect(await customerNosSeenBy(owner, ['OWN-KEY-1', 'OWN-IMP-1', 'OWN-AFTER-1'])).toEqual(['OWN-KEY-1', 'OWN-IMP-1']);
  });
});
