import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRuleView, Page } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf, demoIds } from '../channel/channel.testing.ts';
import { orderInputFor } from '../order/order.fixture.ts';

let t: TestApp;
let admin: string;
let ids: ReturnType<typeof demoIds>;
let hyexp: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  ids = demoIds(t);
  hyexp = await ids.company('HYEXP');
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveOrderRule', body, token);
const list = async (filters: Record<string, unknown> = {}) => (await t.call<Page<OrderRuleView>>('main', 'listOrderRules', filters, admin)).body;
const orderFor = (customerCode: string, channelCode: string) => orderInputFor(t.database.db, hyexp, customerCode, channelCode);
const createOrder = async (customerCode: string, channelCode: string, over: Record<string, unknown> = {}) =>
  t.call<{ id: number }>('main', 'createOrder', { ...(await orderFor(customerCode, channelCode)), ...over }, admin);
const box = (quantity: number, weight: number) => ({ boxNo: `B${quantity}-${weight}`, quantity, weight, length: 30, width: 20, height: 10 });

describe('the demo rules', () => {
  it('lists the rule for every customer first', async () => {
    expect((await list()).list).toMatchObject([
      { customerId: null, channelCode: 'HY-US-EPK', maxPieceWeight: 2, maxPieces: 1, maxDeclaredValue: 400, declaredCurrency: 'USD', countries: ['US'] },
      { customerCode: 'C1001', channelId: null, maxDeclaredValue: 5000 },
    ]);
  });

  it('refuses an order breaking them, naming the field and the limit', async () => {
    expect((await createOrder('C0002', 'HY-US-EPK')).body).toEqual({ field: 'pieces', reason: 'tooBig', max: 1 });
    const onePiece = { pieces: 1, weight: 2.5, boxes: [box(1, 2.5)] };
    expect((await createOrder('C0002', 'HY-US-EPK', onePiece)).body).toEqual({ field: 'boxes.0.weight', reason: 'tooBig', max: 2 });
    expect((await createOrder('C0002', 'HY-US-EPK', { ...onePiece, weight: 2, boxes: [box(1, 2)] })).code).toBe(0);
    expect((await createOrder('C1001', 'HY-DHL', { declaredValue: 5000.01 })).body).toEqual({ field: 'declaredValue', reason: 'tooBig', max: 5000 });
    expect((await createOrder('C1001', 'HY-DHL', { declaredValue: 5000 })).code).toBe(0);
  });
});

describe('saveOrderRule', () => {
  let id: number;
  it("checks a customer's rule on its channel: piece weight per box, currency, value and countries", async () => {
    const customerId = await ids.customer('HYEXP', 'C0002');
    const channelId = await ids.channel('HYEXP', 'HY-DHL');
    const created = await save({ customerId, channelId, maxPieceWeight: 1.5, maxDeclaredValue: 30, declaredCurrency: 'USD', countries: ['CA', 'GB'] });
    expect(created.code).toBe(0);
    id = created.body.id;
    const twoBoxes = { pieces: 3, weight: 4.5, boxes: [box(1, 1), box(2, 3.5)] };
    expect((await createOrder('C0002', 'HY-DHL', twoBoxes)).body).toEqual({ field: 'boxes.1.weight', reason: 'tooBig', max: 3 });
    const light = { weight: 3, boxes: [box(2, 3)] };
    expect((await createOrder('C0002', 'HY-DHL', { ...light, declaredCurrency: 'RMB' })).body).toEqual({ field: 'declaredCurrency', reason: 'notAllowed', currency: 'USD' });
    expect((await createOrder('C0002', 'HY-DHL', light)).body).toEqual({ field: 'declaredValue', reason: 'tooBig', max: 30 });
    expect((await createOrder('C0002', 'HY-DHL', { ...light, declaredValue: 30 })).body).toEqual({ field: 'receiver.country', reason: 'notAllowed' });
    expect((await createOrder('C0002', 'HY-FBA-US')).code).toBe(0);
    const [row] = await auditRowsOf(t, 'orderRule', id);
    expect(row).toMatchObject({ action: 'create', entityLabel: 'C0002 优品贸易 / HY-DHL' });
  });

  it('checks an edit of an order too, and stops checking a disabled rule', async () => {
    const created = await createOrder('C0002', 'HY-FBA-US');
    const order = await t.call<{ version: number }>('main', 'getOrder', { id: created.body.id }, admin);
    const edit = { ...(await orderFor('C0002', 'HY-DHL')), id: created.body.id, version: order.body.version };
    expect((await t.call('main', 'updateOrder', edit, admin)).body).toEqual({ field: 'boxes.0.weight', reason: 'tooBig', max: 3 });
    expect((await t.call('main', 'setOrderRuleEnabled', { id, enabled: false }, admin)).code).toBe(0);
    expect((await t.call('main', 'updateOrder', edit, admin)).code).toBe(0);
    expect((await auditRowsOf(t, 'orderRule', id))[0]).toMatchObject({ action: 'disable', changes: [{ field: 'enabled', before: true, after: false }] });
  });

  it('refuses bad input naming the field, one rule per scope, and changes nothing', async () => {
    const customerId = await ids.customer('HYEXP', 'C0002');
    const channelId = await ids.channel('HYEXP', 'HY-DHL');
    expect((await save({ customerId })).body).toEqual({ field: 'maxPieceWeight', reason: 'required' });
    expect((await save({ customerId, maxPieces: 1000 })).body).toEqual({ field: 'maxPieces', reason: 'tooBig', max: 999 });
    expect((await save({ customerId, maxPieceWeight: 0 })).body).toMatchObject({ field: 'maxPieceWeight', reason: 'tooSmall' });
    expect((await save({ customerId, countries: ['US', 'us'] })).body).toEqual({ field: 'countries', reason: 'duplicate' });
    expect((await save({ customerId, maxDeclaredValue: 10, declaredCurrency: 'EUR' })).body).toMatchObject({ field: 'declaredCurrency', reason: 'invalidValue' });
    expect((await save({ customerId, channelId, maxPieces: 5 })).body).toEqual({ field: 'channelId', reason: 'duplicate' });
    expect((await list({ customerId })).total).toBe(1);
  });

  it("treats another company's customer, channel and rule as missing", async () => {
    expect((await save({ customerId: await ids.customer('GLBX', 'G0001'), maxPieces: 5 })).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect((await save({ channelId: await ids.channel('GLBX', 'GX-JP-EMS'), maxPieces: 5 })).body).toEqual({ field: 'channelId', reason: 'notFound' });
    const other = await t.login('otheradmin');
    const theirs = await save({ maxPieces: 50 }, other);
    expect(theirs.code).toBe(0);
    expect((await save({ id: theirs.body.id, maxPieces: 5 })).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'setOrderRuleEnabled', { id: theirs.body.id, enabled: false }, admin)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deleteOrderRule', { id: theirs.body.id }, admin)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await createOrder('C0002', 'HY-FBA-US', { pieces: 60, boxes: [box(60, 3.5)] })).code).toBe(0);
  });

  it('deletes a rule with a log row', async () => {
    expect((await t.call('main', 'deleteOrderRule', { id }, admin)).code).toBe(0);
    expect((await list({ customerId: await ids.customer('HYEXP', 'C0002') })).total).toBe(0);
    expect((await auditRowsOf(t, 'orderRule', id))[0]).toMatchObject({ action: 'delete' });
  });

  it('refuses staff without the rule functions and any cargo owner with 10021', async () => {
    const operator = await t.login('demooper');
    expect((await t.call('main', 'listOrderRules', {}, operator)).code).toBe(10021);
    expect((await save({ maxPieces: 5 }, operator)).code).toBe(10021);
    expect((await t.call('main', 'listOrderRules', {}, await t.login('demoowner'))).code).toBe(10021);
  });
});
